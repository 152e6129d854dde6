// What `--help` prints: the commands, and each command's own options (`scan --help`, `merge --help`,
// `rules --help`).

const DOCS = 'Docs: https://github.com/admission-gate/admission-gate#readme';

export const HELP = `Usage: admission-gate <command> [options]

Kubernetes admission-control rules for the manifests in a repository.

Commands:
  scan [PATH...]              scan files and folders (default: .)
  merge REPORT...             combine the JSON reports of scan --shard runs into one report
  rules                       list the rules with their default severity and docs
  --version                   print the version
  --help                      print this help; admission-gate <command> --help for a command's options

Exit status: 0 no finding at or above --fail-on, 1 there is one, 2 usage, config or internal error.
${DOCS}
`;

const REPORT_OPTIONS = `  --format FORMAT             text (default), json, sarif (SARIF 2.1.0, for code scanning),
                              policy-report (wgpolicyk8s.io/v1alpha2 PolicyReports as a YAML
                              stream), github (workflow commands that GitHub Actions shows as
                              annotations) or markdown (a summary for GITHUB_STEP_SUMMARY, at
                              most 1 MiB)
  --output FILE               write the report to FILE instead of standard output
  --fail-on LEVEL             error|warning|notice|never: exit 1 when a finding is at or
                              above LEVEL (default: error)
  --fail-on-empty             exit 1 when no file was scanned (nothing matched)
  --color, --no-color         colour the text report or not; by default it is coloured on a
                              terminal, as FORCE_COLOR, NO_COLOR and TERM=dumb say`;

export const SCAN_HELP = `Usage: admission-gate scan [PATH...] [options]

Scans files and folders (default: .). The scan root is the folder given when scan gets exactly one
folder, otherwise the current directory; every path must be inside it, and reported paths are
relative to it.

Options:
  --config FILE               config file (default: .admission-gate.yaml in the scan root, if present)
${REPORT_OPTIONS}
  --base REF                  git ref whose tree is the previous state for diff-aware rules, and
                              whose suppressions alone count (see suppressionActors); without it
                              every object is new and every suppression counts
  --filter-mode MODE          which findings count, with --base: all (default), changed-objects
                              (only on objects the change adds or modifies) or added-lines (only
                              on lines the change adds); diff-aware rules keep their own semantics
  --include GLOB              files to scan, minimatch, repeatable (default: **/*.yaml, **/*.yml, **/*.json)
  --exclude GLOB              files not to scan, minimatch, repeatable
  --kubernetes-version V      latest or vMAJOR.MINOR: rules newer than V do not run (default: latest)
  --crds PATH                 CRD file or folder, repeatable: added after crds.paths of the config
                              (CRDs in the scanned repository are always read)
  --actor LOGIN               the change's author: a rule's overrideActors may include it, turning
                              its findings into notices marked "overridden by LOGIN"; with --base,
                              suppressionActors may, making its new suppressions count
  --actor-team ORG/TEAM       a team the actor belongs to, for @org/team actors; repeatable.
                              Stated, not looked up: the CLI trusts whoever runs it
  --jobs N                    threads that check files (default: one per core but one, for scans
                              big enough to gain from them); findings are the same whatever N is
  --shard K/N                 check only shard K of N (files split by a hash of their path); the
                              CRDs and Namespaces of the whole repository are still read. Merge
                              the shards' --format json reports with admission-gate merge
  --render MODE               auto (default): kustomization roots and Helm charts are rendered with
                              kustomize (or kubectl kustomize) and helm, and judged as deployed,
                              findings on their source lines; off: every file judged as written
  --no-cache                  use no cache folder (ADMISSION_GATE_CACHE_DIR, else
                              $XDG_CACHE_HOME/admission-gate or ~/.cache/admission-gate), where
                              compiled CRD sets are kept by content, what was learnt of files by
                              their metadata, and the CLI's compiled code: compile the CRDs and
                              the code, and read every file again

Suppressed findings (config exceptions, admission-gate.dev/ignore annotations, # admission-gate-ignore
comments) stay in every report but never count.
Exit status: 0 no finding at or above --fail-on, 1 there is one, 2 usage, config or internal error.
${DOCS}
`;

export const MERGE_HELP = `Usage: admission-gate merge REPORT... [options]

Joins the --format json reports of the shards of one scan (scan --shard K/N, every shard once) into
one report and one gate decision, the same as the unsharded scan would give.

Options:
${REPORT_OPTIONS}

Exit status: 0 no finding at or above --fail-on, 1 there is one, 2 usage error, reports that are
not every shard of one scan, or an internal error in a shard.
${DOCS}
`;

export const RULES_HELP = `Usage: admission-gate rules [--format text|json]

Lists the rules: id, default severity ("off" for rules that need configuring), the first Kubernetes
version they apply to, title and docs.

Options:
  --format FORMAT             text (default) or json: an array of objects with id, title,
                              defaultSeverity, minKubernetesVersion, summary and docs

${DOCS}
`;
