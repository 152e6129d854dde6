// What the CLI needs from the process, so that tests run it exactly as a user would, in-process.

export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown };
  /** The clock exception expiry is judged by (default: the current time). */
  readonly now?: () => Date;
}

export const EXIT = { ok: 0, findings: 1, error: 2 } as const;
