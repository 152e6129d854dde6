// The benchmark's harnesses that run through jest (bench/*.bench.ts, started by bench/run.ts, never by
// npm test): the e2e project's settings, so they can use the end-to-end tests' fakes.
import config from '../jest.config.js';

const e2e = config.projects.find((project) => project.displayName === 'e2e');

/** @type {import('jest').Config} */
export default { ...e2e, displayName: 'bench', rootDir: '..', testMatch: ['<rootDir>/bench/*.bench.ts'] };
