#!/usr/bin/env bash
# Installs the npm packages from the lockfile when node_modules is missing or
# older than package-lock.json. Needs Node.js 20 and npm.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 20 ]; then
  echo "This site needs Node.js 20 or newer (found: $(node --version 2>/dev/null || echo none))." >&2
  exit 1
fi

stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "Installing npm packages (npm ci)..."
  npm ci --no-audit --no-fund
fi

# The packages that the code samples of docs/ and blog/ are type-checked
# against (scripts/check-samples.ts) live apart: they need React 18 types.
samples_stamp=tests/samples/node_modules/.package-lock.json
if [ ! -f "$samples_stamp" ] || [ tests/samples/package-lock.json -nt "$samples_stamp" ]; then
  echo "Installing the sample-check packages (npm ci --prefix tests/samples)..."
  npm ci --prefix tests/samples --no-audit --no-fund --ignore-scripts
fi

# The React frame of the runnable samples (packages/react-frame) renders with React 18, Mantine 6 and
# @medplum/react 2.0.24, which the site's React 17 cannot host: its packages live in its own folder too.
frame_stamp=packages/react-frame/node_modules/.package-lock.json
if [ ! -f "$frame_stamp" ] || [ packages/react-frame/package-lock.json -nt "$frame_stamp" ]; then
  echo "Installing the React frame's packages (npm ci --prefix packages/react-frame)..."
  npm ci --prefix packages/react-frame --no-audit --no-fund --ignore-scripts
fi
