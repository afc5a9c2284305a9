#!/usr/bin/env bash
# Every test tier: unit, integration, API e2e, browser e2e, the stack tier on a real Kafka broker and the
# fault suite's short form.
# Starts the broker when KAFKA_BROKERS is not given and stops what it started, whatever the outcome; a
# broker given in KAFKA_BROKERS comes with KAFKA_USERS_FILE, its users' passwords (see scripts/kafka.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Each phase's start time, so a slow run shows where its minutes went.
phase() { echo "== $(date -u +%H:%M:%S) $*"; }

# The checks that only read the tree run side by side (each is mostly one thread; the machine has two
# cores), each one's output shown whole once all have ended; any failing stops the run, as before.
checks_dir=$(mktemp -d)
phase "typecheck, lint and validate:deploy, side by side"
pids=()
for check in typecheck lint validate:deploy; do
  npm run --silent "$check" >"$checks_dir/$check.log" 2>&1 &
  pids+=($!)
done
failed=()
checks=(typecheck lint validate:deploy)
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then failed+=("${checks[$i]}"); fi
  echo "-- ${checks[$i]}"
  cat "$checks_dir/${checks[$i]}.log"
done
rm -rf "$checks_dir"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "FAILED: ${failed[*]}" >&2
  exit 1
fi
phase build
npm run --silent build

started_kafka=0
redis_pid_file="$root/.cache/test-redis.pid"
cleanup() {
  if [ "$started_kafka" = 1 ]; then bash scripts/kafka.sh stop || true; fi
  if [ -f "$redis_pid_file" ]; then kill "$(cat "$redis_pid_file")" 2>/dev/null || true; rm -f "$redis_pid_file"; fi
}
trap cleanup EXIT

if [ -z "${KAFKA_BROKERS:-}" ]; then
  KAFKA_RESET=1 bash scripts/kafka.sh start
  started_kafka=1
  export KAFKA_BROKERS="127.0.0.1:${KAFKA_PORT:-9092}"
  # Every app's SCRAM password (the broker wants logins): the stack tier hands each app its own.
  export KAFKA_USERS_FILE="${KAFKA_HOME_DIR:-$root/.cache/kafka}/scram-users"
fi

# The Redis-backed adapters (rate limits, cache, live-push fan-out) are tested against a Redis of
# this run's own, on a port of its own, so the run never depends on a server the machine happens to have.
if [ -z "${REDIS_URL:-}" ]; then
  mkdir -p "$root/.cache"
  redis_port=${TEST_REDIS_PORT:-6391}
  # With a password of this run's own, as every deployment's Redis (given on stdin, not in ps).
  redis_password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
  echo "requirepass $redis_password" | redis-server - --port "$redis_port" --bind 127.0.0.1 --save "" \
    --appendonly no --daemonize yes --pidfile "$redis_pid_file" --logfile "$root/.cache/test-redis.log" >/dev/null
  export REDIS_URL="redis://:$redis_password@127.0.0.1:$redis_port"
fi

# The stack tier's suites each run a whole distributed stack on the one broker, whose consumer groups and
# topics have fixed names: two at once would share partitions and take each other's events. They run one
# after the other, after the rest; both runs always happen and either failing fails the whole.
status=0
# In band, a handle a failed test leaves open keeps Jest's own process alive after its summary: a CI run
# then waited out its whole limit. --forceExit ends it and says so, and the failure is reported.
in_band=(--runInBand --forceExit)
phase "unit, integration, api and web tiers"
npx jest --selectProjects unit integration api web --testPathIgnorePatterns matching-load "$@" || status=$?
# The matching load test drives 10,000 takes through one process hosting every service: beside another
# worker's suites it starves (it timed out at 600 s where alone it takes about 2 minutes), so it runs alone.
phase "matching load"
npx jest --selectProjects api "${in_band[@]}" e2e/api/matching-load.e2e-spec.ts "$@" || status=$?
phase "stack tier"
npx jest --selectProjects stack "${in_band[@]}" "$@" || status=$?
# The fault suite's short form (issue 17), last and alone: it starts a stack with replicas and a broker of
# its own, which it stops and restarts, and loads both CPUs.
phase "fault suite (short form)"
npx jest --selectProjects faults "${in_band[@]}" "$@" || status=$?
phase "done (status $status)"
exit "$status"
