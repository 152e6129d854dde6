// The bytes of the bundled schemas. Alone in its module, in plain syntax: ncc's asset relocator, which
// copies the file byte for byte next to each bundle that reads it, skips modules its parser cannot read
// (`??=`, for one), and webpack's own handling of `new URL` would then re-encode the file as text.

import fs from 'node:fs';

export function readBundleFile(): Buffer {
  return fs.readFileSync(new URL('./kubernetes-schemas.bin', import.meta.url));
}
