// The CLI adapter: arguments in, report and exit status out. Commands are loaded when they run, so that
// `--version` and `--help` start as fast as Node.js itself.

import { TOOL_VERSION } from '../version.js';
import { parseCommand, UsageError } from './args.js';
import { HELP, MERGE_HELP, RULES_HELP, SCAN_HELP } from './help.js';
import { EXIT } from './io.js';
import type { CliIo } from './io.js';

export type { CliIo } from './io.js';
export { EXIT } from './io.js';

const COMMAND_HELP = { scan: SCAN_HELP, merge: MERGE_HELP, rules: RULES_HELP } as const;

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    switch (command.name) {
      case 'help':
        io.stdout.write(command.command ? COMMAND_HELP[command.command] : HELP);
        return EXIT.ok;
      case 'version':
        io.stdout.write(`${TOOL_VERSION}\n`);
        return EXIT.ok;
      case 'rules': {
        const { formatRules } = await import('./rules.js');
        io.stdout.write(formatRules(command.format));
        return EXIT.ok;
      }
      case 'scan': {
        const { runScan } = await import('./scan-command.js');
        return await runScan(command.options, io);
      }
      case 'merge': {
        const { runMerge } = await import('./merge-command.js');
        return runMerge(command.options, io);
      }
    }
  } catch (e) {
    return reportError(e, io);
  }
}

function reportError(e: unknown, io: CliIo): number {
  if (e instanceof UsageError) {
    io.stderr.write(`admission-gate: ${e.message}\nRun "admission-gate --help" for usage.\n`);
  } else {
    const detail = io.env.ADMISSION_GATE_DEBUG
      ? `\n${(e as Error).stack ?? String(e)}`
      : ' (set ADMISSION_GATE_DEBUG=1 for a stack trace)';
    io.stderr.write(
      `admission-gate: internal error, please report it: ${(e as Error).message ?? String(e)}${detail}\n`,
    );
  }
  return EXIT.error;
}
