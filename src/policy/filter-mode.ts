// The gate modes' names (src/policy/change-filter.ts judges by them), apart from the code that applies
// them: the CLI's argument parser names them without loading the loader.

export const FILTER_MODES = ['all', 'changed-objects', 'added-lines'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];
