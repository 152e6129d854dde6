#!/usr/bin/env bash
# A second oracle of how kubectl reads YAML, for experiments (the tests use kubectl itself): apimachinery's
# document splitting and sigs.k8s.io/yaml over goyaml.v2, built from Debian's packages:
#   apt-get install golang-go golang-gopkg-yaml.v2-dev golang-k8s-sigs-yaml-dev
# Usage: scripts/goyaml-oracle/run.sh FILE...   (one JSON line per document: its JSON, or the error)
# It skips kubectl's byte decoding (BOM, invalid UTF-8) and JSON streams: compare those with kubectl.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${TMPDIR:-/tmp}/admission-gate-goyaml-oracle"
if [ ! -x "$bin" ] || [ "$here/main.go" -nt "$bin" ]; then
  (cd "$here" && GO111MODULE=off GOPATH=/usr/share/gocode go build -o "$bin" main.go)
fi
exec "$bin" "$@"
