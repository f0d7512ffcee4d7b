#!/usr/bin/env bash
# The README's main command: install, build and serve the production build.
# Extra arguments go to the server, e.g. `npm run prod -- --host 0.0.0.0 --port 8080`.
#
# npm starts this script as `exec bash scripts/prod.sh` and the last line
# execs node itself (tsx as a loader, not as a wrapper process), so the
# process npm started IS the server: `kill <npm's pid>` (which npm passes on
# to its child), `kill` of that child, and Ctrl+C all reach the server, which
# closes its port and exits. tests/unit/prod-signals.test.ts checks all three.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run build
exec node --import tsx server/index.ts "$@"
