#!/usr/bin/env bash
# The Debian packages the tests drive for real: chromium (/usr/bin/chromium, through playwright-core)
# and nginx (/usr/sbin/nginx, the reverse proxy of the TRUST_PROXY test, which starts its own
# instance on loopback). Installs the missing ones with apt-get, without starting nginx's service.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} (needed by the tests)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
# Debian starts a service when its package is installed unless policy-rc.d forbids it (exit 101);
# the tests need no nginx on port 80. A policy already in place is left as it is.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
  $SUDO chmod +x /usr/sbin/policy-rc.d
  trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
