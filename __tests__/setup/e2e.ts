// The e2e project's timeout (jest.config.js): a test runs the Action or the CLI a few times, each a few
// seconds, so five minutes only catches a hung one, even on a busy shared machine.

import { jest } from '@jest/globals';

jest.setTimeout(300_000);
