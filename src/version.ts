// Kept equal to package.json's version by a test; a constant keeps the CLI's start-up free of file reads.
export const TOOL_NAME = 'admission-gate';
export const TOOL_VERSION = '0.1.0';
