#!/usr/bin/env bash
# Checks the deployment files without a Docker engine or a cluster (CI runs it after lint):
#   docker-compose.yml  the Compose Specification's JSON schema and lint rules (dclint, deploy/dclint.json)
#   Dockerfile          instruction syntax and arguments (dockerfile-utils)
#   both, and deploy/k8s  scripts/validate-deploy.mjs: Kubernetes schemas (kubernetes-models), the apps'
#                       own config schemas over every environment, hardening rules and references
# Where kubectl is installed, its kustomize renders every kustomization too, and that output is checked
# and compared with the renderer of validate-deploy.mjs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

echo "dclint: docker-compose.yml"
npx --no-install dclint --config deploy/dclint.json --max-warnings 0 docker-compose.yml
echo "ok   docker-compose.yml: Compose Specification schema and lint rules"

echo "dockerfile-utils: Dockerfile"
npx --no-install dockerfile-utils lint Dockerfile
echo "ok   Dockerfile: instructions and arguments"

rendered=()
if command -v kubectl >/dev/null 2>&1; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  for kustomization in deploy/k8s/base deploy/k8s/overlays/*; do
    file="$out/$(echo "$kustomization" | tr / _).yaml"
    kubectl kustomize "$kustomization" >"$file"
    rendered+=(--rendered "$kustomization" "$file")
  done
else
  echo "note kubectl not found: kustomize's own rendering is not compared (the manifests are still rendered and checked)"
fi

node scripts/validate-deploy.mjs "${rendered[@]}"
