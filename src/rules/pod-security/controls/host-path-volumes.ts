// Baseline "HostPath Volumes" (policy/check_hostPathVolumes.go): no volume may be a hostPath.

import type { Check, Violation } from '../check.js';
import { mapOf, stringOf } from '../fields.js';
import type { PodView } from '../pod.js';

export const hostPathVolumes: Check = {
  id: 'hostPathVolumes',
  level: 'baseline',
  control: 'HostPath Volumes',
  why: "a hostPath volume mounts the node's own filesystem into the pod",
  versions: [{ minimumVersion: 0, allowed: 'no hostPath volumes', check: hostPathVolumesV1Dot0 }],
};

function* hostPathVolumesV1Dot0(pod: PodView): Iterable<Violation> {
  for (const volume of pod.volumes) {
    const hostPath = mapOf(volume, 'hostPath');
    if (!hostPath) continue;
    const path = stringOf(hostPath, 'path')?.value ?? '';
    yield {
      path: hostPath.path,
      start: hostPath.start,
      end: hostPath.end,
      value: path,
      problem: `volume ${JSON.stringify(volume.name)} is a hostPath volume (${JSON.stringify(path)})`,
    };
  }
}
