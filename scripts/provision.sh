#!/usr/bin/env bash
# Idempotent Debian setup for the browser and stack test tiers:
#   Chromium (+ fonts), Redis server, PostgreSQL binaries (incl. pgbench), a JDK and Maven.
# Installs only what is missing, runs `apt-get update` only if something must be installed,
# never starts or enables a service. Safe to re-run: with everything present it only prints.
set -euo pipefail

export DEBIAN_FRONTEND=noninteractive

if [[ $(id -u) -eq 0 ]]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo -E)
else
  echo "provision: not root and sudo is not available" >&2
  exit 1
fi

missing=()  # apt packages to install
want() {    # want <package> <description>
  echo "provision: missing $2 -> will install '$1'"
  missing+=("$1")
}
have() {    # have <description>
  echo "provision: ok      $1"
}
pkg_installed() {
  [[ $(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true) == "install ok installed" ]]
}
pg_bin() { # pg_bin <name>: first /usr/lib/postgresql/<ver>/bin/<name>, if any
  compgen -G "/usr/lib/postgresql/*/bin/$1" | sort -V | tail -n 1 || true
}

# Browser tier
if [[ -x /usr/bin/chromium ]]; then have "chromium (/usr/bin/chromium)"; else want chromium "chromium"; fi
if pkg_installed fonts-liberation || pkg_installed fonts-liberation2; then
  have "fonts-liberation"
else
  want fonts-liberation "fonts-liberation (text rendering in headless chromium)"
fi

# Stack tier
if command -v redis-server >/dev/null 2>&1; then have "redis-server ($(command -v redis-server))"; else want redis-server "redis-server"; fi
if [[ -n $(pg_bin pg_ctl) && -n $(pg_bin initdb) ]]; then
  have "postgresql binaries ($(dirname "$(pg_bin pg_ctl)"))"
else
  want postgresql "postgresql server binaries (pg_ctl, initdb)"
fi
if [[ -n $(pg_bin pgbench) ]] || command -v pgbench >/dev/null 2>&1; then
  have "pgbench"
elif [[ " ${missing[*]} " != *" postgresql "* ]]; then
  # pgbench lives in postgresql-<ver> on Debian 12 and in postgresql-client-<ver> on newer releases.
  want postgresql-contrib "pgbench"
  want postgresql-client "pgbench"
fi

# Kafka broker (scripts/kafka.sh): a JDK and Maven
if command -v java >/dev/null 2>&1 && command -v javac >/dev/null 2>&1; then
  have "jdk ($(java -version 2>&1 | head -n 1))"
else
  want default-jdk-headless "a JDK (java, javac)"
fi
if command -v mvn >/dev/null 2>&1; then have "maven ($(command -v mvn))"; else want maven "maven"; fi

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "provision: nothing to install"
  exit 0
fi

echo "provision: apt-get update"
"${SUDO[@]}" apt-get update -q
echo "provision: apt-get install ${missing[*]}"
# policy-rc.d 101 keeps Debian's maintainer scripts from starting redis/postgresql services.
policy=/usr/sbin/policy-rc.d
created_policy=0
if [[ ! -e $policy ]]; then
  printf '#!/bin/sh\nexit 101\n' | "${SUDO[@]}" tee "$policy" >/dev/null
  "${SUDO[@]}" chmod +x "$policy"
  created_policy=1
fi
cleanup() { if [[ $created_policy -eq 1 ]]; then "${SUDO[@]}" rm -f "$policy"; fi; }
trap cleanup EXIT
"${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "provision: installed ${missing[*]}"
