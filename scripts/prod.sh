#!/usr/bin/env bash
# The README's main command: install, build and serve the production build.
# Extra arguments go to the server, e.g. `npm run prod -- --host 0.0.0.0 --port 8080`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run build
exec npx tsx server/index.ts "$@"
