#!/usr/bin/env bash
# Every test tier: unit, integration, API e2e, browser e2e and the stack tier on a real Kafka broker.
# Starts the broker when KAFKA_BROKERS is not given and stops what it started, whatever the outcome.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

npm run --silent typecheck
npm run --silent lint
npm run --silent build

started_kafka=0
cleanup() {
  if [ "$started_kafka" = 1 ]; then bash scripts/kafka.sh stop || true; fi
}
trap cleanup EXIT

if [ -z "${KAFKA_BROKERS:-}" ]; then
  KAFKA_RESET=1 bash scripts/kafka.sh start
  started_kafka=1
  export KAFKA_BROKERS="127.0.0.1:${KAFKA_PORT:-9092}"
fi

npx jest --selectProjects unit integration api web stack "$@"
