// Kubernetes versions as Pod Security Admission's policy versions use them: `latest` or `vMAJOR.MINOR`.

export type KubernetesVersion = 'latest' | { readonly major: number; readonly minor: number };

const VERSION = /^v?(\d+)\.(\d+)$/;

export function parseKubernetesVersion(text: string): KubernetesVersion | undefined {
  if (text === 'latest') return 'latest';
  const m = VERSION.exec(text);
  const [major, minor] = [Number(m?.[1]), Number(m?.[2])];
  return Number.isSafeInteger(major) && Number.isSafeInteger(minor) ? { major, minor } : undefined;
}

export function formatKubernetesVersion(version: KubernetesVersion): string {
  return version === 'latest' ? 'latest' : `v${version.major}.${version.minor}`;
}

/** True when `version` is at least `minimum`; `latest` is at least everything. */
export function atLeast(version: KubernetesVersion, minimum: KubernetesVersion): boolean {
  if (version === 'latest') return true;
  if (minimum === 'latest') return false;
  return version.major !== minimum.major ? version.major > minimum.major : version.minor >= minimum.minor;
}
