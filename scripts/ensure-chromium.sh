#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium. Installs it
# with apt-get when it is missing and this runs as root; otherwise says how.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium." >&2
echo "Install it as root with: sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
