#!/usr/bin/env bash
# Checks the deployment files without a Docker engine or a cluster (CI runs it after lint):
#   docker-compose.yml  the Compose Specification's JSON schema and lint rules (dclint, deploy/dclint.json)
#   Dockerfile          instruction syntax and arguments (dockerfile-utils)
#   deploy/k8s          every kustomization rendered by kustomize (kubectl's built-in `kubectl kustomize`,
#                       v5; scripts/provision.sh installs it)
#   all three           scripts/validate-deploy.mjs: Kubernetes schemas (kubernetes-models) of what kustomize
#                       rendered, the apps' own config schemas over every environment, hardening rules and
#                       references
#   deploy/monitoring   scripts/validate-monitoring.mjs: the dashboards and the alert rules against the metrics
#                       catalog (metrics.yaml), and each alert's runbook in docs/operations.md; then the
#                       rules (promtool check rules) and their unit tests (promtool test rules); promtool
#                       comes with Debian's prometheus package, which scripts/provision.sh installs
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

echo "dclint: docker-compose.yml"
npx --no-install dclint --config deploy/dclint.json --max-warnings 0 docker-compose.yml
echo "ok   docker-compose.yml: Compose Specification schema and lint rules"

echo "dockerfile-utils: Dockerfile"
npx --no-install dockerfile-utils lint Dockerfile
echo "ok   Dockerfile: instructions and arguments"

kustomize=$(kubectl version --client 2>/dev/null | sed -n 's/^Kustomize Version: //p' || true)
if [[ $kustomize != v5.* ]]; then
  echo "FAIL deploy/k8s: needs kubectl with kustomize v5 (found: ${kustomize:-none}); run scripts/provision.sh" >&2
  exit 1
fi
echo "kubectl kustomize ($kustomize): deploy/k8s"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
rendered=()
while IFS= read -r kustomization; do
  dir=$(dirname "$kustomization")
  # Components render only inside a kustomization that uses them.
  grep -qE '^kind: *Component' "$kustomization" && continue
  file="$out/$(echo "$dir" | tr / _).yaml"
  kubectl kustomize "$dir" >"$file"
  rendered+=(--rendered "$dir" "$file")
done < <(find deploy/k8s -name kustomization.yaml | sort)

node scripts/validate-deploy.mjs "${rendered[@]}"
node scripts/validate-monitoring.mjs

if ! command -v promtool >/dev/null 2>&1; then
  echo "FAIL deploy/monitoring: needs promtool (Debian's prometheus package); run scripts/provision.sh" >&2
  exit 1
fi
echo "promtool ($(promtool --version 2>&1 | sed -n '1s/^promtool, version \([^ ]*\).*/\1/p')): deploy/monitoring"
promtool check rules deploy/monitoring/alerts.yaml
promtool test rules deploy/monitoring/tests/*.yaml
echo "ok   deploy/monitoring: alert rules and their tests"
