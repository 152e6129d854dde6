// Restricted "Volume Types" (policy/check_restrictedVolumes.go): every volume must be one of the
// types that reach neither the node nor storage outside Kubernetes' control. Replaces the baseline
// hostPath check. Upstream added `image` (v1.33) to its one v1.0 revision, so it is allowed at every
// policy version.

import type { Check, Violation } from '../check.js';
import { fieldOf } from '../fields.js';
import type { PodView } from '../pod.js';

const ALLOWED = [
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'image',
  'persistentVolumeClaim',
  'projected',
  'secret',
];

// The other sources of core/v1 VolumeSource. A volume with none of the known sources is defaulted
// to emptyDir by the API server before admission, so it is allowed.
const FORBIDDEN = [
  'hostPath',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'gitRepo',
  'nfs',
  'iscsi',
  'glusterfs',
  'rbd',
  'flexVolume',
  'cinder',
  'cephfs',
  'flocker',
  'fc',
  'azureFile',
  'vsphereVolume',
  'quobyte',
  'azureDisk',
  'photonPersistentDisk',
  'portworxVolume',
  'scaleIO',
  'storageos',
];

export const restrictedVolumes: Check = {
  id: 'restrictedVolumes',
  level: 'restricted',
  control: 'Volume Types',
  why: "restricted pods may only use volumes that reach neither the node's filesystem nor storage outside Kubernetes' control",
  versions: [
    {
      minimumVersion: 0,
      allowed: `volumes of type ${ALLOWED.join(', ')}`,
      check: restrictedVolumesV1Dot0,
      overrides: ['hostPathVolumes'],
    },
  ],
};

function* restrictedVolumesV1Dot0(pod: PodView): Iterable<Violation> {
  for (const volume of pod.volumes) {
    if (ALLOWED.some((type) => fieldOf(volume, type))) continue;
    const source = FORBIDDEN.map((type) => fieldOf(volume, type)).find((field) => field !== undefined);
    if (!source) continue;
    const type = String(source.path[source.path.length - 1]);
    yield {
      path: source.path,
      start: source.start,
      end: source.end,
      value: type,
      problem: `volume ${JSON.stringify(volume.name)} is a ${type} volume`,
    };
  }
}
