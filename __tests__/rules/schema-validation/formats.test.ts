// schema-validation findings reach every report format (examples/workloads/orders-backup.yaml).

import { describe, expect, it } from '@jest/globals';
import { runCli } from '../../helpers.js';

describe('schema-validation in every report format', () => {
  it.each(['text', 'json', 'sarif', 'policy-report', 'markdown', 'github'])('%s', async (format) => {
    const run = await runCli(['scan', 'examples/', '--format', format], process.cwd());
    expect(run.stdout).toContain('schema-validation');
    expect(run.stdout).toContain('target.bucket must be an s3:// URL');
  });
});
