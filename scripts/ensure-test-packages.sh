#!/usr/bin/env bash
# The Debian packages the tests drive for real: chromium (/usr/bin/chromium, through playwright-core),
# nginx (/usr/sbin/nginx, the reverse proxy of the TRUST_PROXY test and the static-file server of
# docs/nginx.conf) with its brotli_static module (libnginx-mod-http-brotli-static: serves the build's
# .br copies), postgresql (initdb and pg_ctl
# under /usr/lib/postgresql/<major>/bin, the lead store's second engine), redis-server (the shared
# rate limits) and openssl (a self-signed certificate for nginx over TLS); the tests start their
# own throwaway instances on loopback. Installs the missing ones
# with apt-get, without starting their services; when all are there it only checks six paths.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
# openssl: the throw-away certificate of nginx's TLS listener (scripts/lib/serveBehindNginx.ts).
[ -x /usr/bin/openssl ] || missing+=(openssl)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} (needed by the tests)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
# Debian starts a service when its package is installed unless policy-rc.d forbids it (exit 101);
# the tests need no nginx on port 80, PostgreSQL on 5432 or Redis on 6379. A policy already in place
# is left as it is.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
  $SUDO chmod +x /usr/sbin/policy-rc.d
  trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
