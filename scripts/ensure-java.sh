#!/usr/bin/env bash
# The HTML validity test (tests/build/html-validity.test.ts) runs the Nu HTML
# Checker, a Java program. Installs Debian's default-jre-headless with apt-get
# when java is missing and this runs as root; otherwise says how.
set -euo pipefail
if command -v java >/dev/null; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's default-jre-headless package..."
  export DEBIAN_FRONTEND=noninteractive
  # Slim Debian images drop this folder, and the JRE's post-install step needs it.
  mkdir -p /usr/share/man/man1
  apt-get update -qq
  apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "The HTML validity test needs Java (java on the PATH)." >&2
echo "Install it as root with: sudo apt-get update && sudo apt-get install -y default-jre-headless" >&2
exit 1
