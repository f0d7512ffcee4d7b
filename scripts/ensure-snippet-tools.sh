#!/usr/bin/env bash
# What the snippets test (packages/api-requests/tests/run-snippets.test.ts) needs beyond Node.js, Python and Java:
# jq, which the token command of the snippets reads the sign-in's answer with, and Go, to run the Go snippets.
# Installs Debian's packages with apt-get when they are missing and this runs as root (golang-go took 16.5 s on a
# 2-core machine, apt-get update included, 2026-11-29); otherwise says how. Without jq the test fails, saying so;
# without Go it runs the other languages and says that Go was not run.
set -euo pipefail
missing=()
command -v jq >/dev/null || missing+=(jq)
command -v go >/dev/null || missing+=(golang-go)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]}..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The snippets test needs ${missing[*]}: install as root with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 0
