#!/usr/bin/env bash
# Local single-node Apache Kafka broker (KRaft: broker + controller in one JVM), no Docker.
# Usage: scripts/kafka.sh start|stop|status
# Kafka's own jars come from Maven Central (scripts/kafka/pom.xml) into a git-ignored cache on
# first use. Env: KAFKA_HOME_DIR (cache, default <repo>/.cache/kafka), KAFKA_PORT (9092),
# KAFKA_CONTROLLER_PORT (9093), KAFKA_HEAP (512m), KAFKA_RESET=1 (wipe data before start),
# KAFKA_VERSION (overrides the pom's version and refetches the jars; a data dir written by a newer
# version needs KAFKA_RESET=1), KAFKA_START_TIMEOUT (60 s), KAFKA_STOP_TIMEOUT (30 s, then SIGKILL).
# Clients sign in with SASL/SCRAM-SHA-512, one principal per app, and ACLs (KRaft's StandardAuthorizer)
# let each produce only to its own topic (packages/service-kit/src/kafka/kafka-access.ts, run once the
# broker is up: needs `npm run build`). The passwords are made when the storage is formatted and kept, readable only by
# this user, in $home/scram-users (`name=password` lines); kafka-admin is the operators' superuser.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
home=${KAFKA_HOME_DIR:-$repo/.cache/kafka}
libs=$home/libs data=$home/data log=$home/kafka.log pidfile=$home/kafka.pid
port=${KAFKA_PORT:-9092} cport=${KAFKA_CONTROLLER_PORT:-9093}
bootstrap=127.0.0.1:$port
users_file=$home/scram-users
# Mirrors KAFKA_APPS in packages/service-kit/src/kafka/kafka-access.ts, plus the superuser.
users=(kafka-admin auth betting wallet football admin notifications gateway)

say() { echo "kafka: $*"; }
die() { echo "kafka: $*" >&2; exit 1; }
pid() { cat "$pidfile" 2>/dev/null || true; }
alive() { kill -0 "$1" 2>/dev/null && ! grep -q '^State:.*zombie' "/proc/$1/status" 2>/dev/null; }
running() { # the pid file names a live kafka.Kafka process
  local p; p=$(pid)
  [[ -n $p ]] && alive "$p" && tr '\0' ' ' <"/proc/$p/cmdline" 2>/dev/null | grep -q 'kafka\.Kafka'
}
lock() { mkdir -p "$home"; exec 9>"$home/.lock"; flock -w 120 9 || die "timed out waiting for $home/.lock"; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
tool=(java -Xmx256m -Dlog4j2.configurationFile="$home/log4j2-tools.properties" -cp "$libs/*")
password_of() { sed -n "s/^$1=//p" "$users_file"; }

make_users() { # fresh random passwords, written before the storage that holds their hashes
  local user
  (umask 077 && for user in "${users[@]}"; do echo "$user=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')"; done \
    >"$users_file")
}

fetch() { # Kafka jars + dependencies, only when that version's jars are absent
  local pom=$repo/scripts/kafka/pom.xml version out
  version=${KAFKA_VERSION:-$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$pom")}
  [[ -f $libs/kafka_2.13-$version.jar ]] && return
  command -v mvn >/dev/null || die "mvn not found (run scripts/provision.sh)"
  say "fetching Apache Kafka $version jars from Maven Central into $libs"
  rm -rf "$libs" "$libs.tmp"
  # Maven 3.8 prints stray ANSI resets even with -q -B: show its output only on failure
  if ! out=$(mvn -q -B -f "$pom" dependency:copy-dependencies -DoutputDirectory="$libs.tmp" \
      -Dkafka.version="$version" 2>&1); then
    echo "$out" >&2; die "mvn dependency:copy-dependencies failed"
  fi
  mv "$libs.tmp" "$libs"
}

write_config() {
  local admin_password; admin_password=$(password_of kafka-admin)
  # The controller listener takes SASL/PLAIN with a password of its own file (SCRAM's are kept in the
  # metadata the controller serves, so it cannot check them itself): no other local process gets in.
  (umask 077 && cat >"$home/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.bootstrap.servers=127.0.0.1:$cport
listeners=BROKER://127.0.0.1:$port,CONTROLLER://127.0.0.1:$cport
advertised.listeners=BROKER://127.0.0.1:$port
controller.listener.names=CONTROLLER
inter.broker.listener.name=BROKER
listener.security.protocol.map=CONTROLLER:SASL_PLAINTEXT,BROKER:SASL_PLAINTEXT
sasl.enabled.mechanisms=SCRAM-SHA-512
sasl.mechanism.inter.broker.protocol=SCRAM-SHA-512
listener.name.broker.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="kafka-admin" password="$admin_password";
sasl.mechanism.controller.protocol=PLAIN
listener.name.controller.sasl.enabled.mechanisms=PLAIN
listener.name.controller.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="kafka-admin" password="$admin_password" user_kafka-admin="$admin_password";
authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer
super.users=User:kafka-admin
allow.everyone.if.no.acl.found=false
log.dirs=$data
auto.create.topics.enable=true
num.partitions=3
default.replication.factor=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
EOF
  )
  (umask 077 && cat >"$home/admin.properties" <<EOF
security.protocol=SASL_PLAINTEXT
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="kafka-admin" password="$admin_password";
EOF
  )
  cat >"$home/log4j2.properties" <<EOF
status = warn
shutdownHook = disable
appender.file.type = File
appender.file.name = FILE
appender.file.fileName = $log
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = INFO
rootLogger.appenderRef.file.ref = FILE
logger.request.name = kafka.request.logger
logger.request.level = WARN
logger.clients.name = org.apache.kafka.clients
logger.clients.level = WARN
logger.config.name = org.apache.kafka.common.config
logger.config.level = WARN
EOF
  cat >"$home/log4j2-tools.properties" <<EOF
status = warn
appender.err.type = Console
appender.err.name = STDERR
appender.err.target = SYSTEM_ERR
appender.err.layout.type = PatternLayout
appender.err.layout.pattern = %p %m%n
rootLogger.level = WARN
rootLogger.appenderRef.err.ref = STDERR
EOF
}

start() {
  lock
  if running; then say "already running (pid $(pid)) on $(listener)"; return 0; fi
  rm -f "$pidfile"
  for p in "$port" "$cport"; do port_open "$p" && die "port $p is already in use by another process"; done
  command -v java >/dev/null || die "java not found (run scripts/provision.sh)"
  fetch
  if [[ ${KAFKA_RESET:-0} == 1 ]]; then say "KAFKA_RESET=1: wiping $data"; rm -rf "$data"; fi
  if [[ -f $data/meta.properties && ! -f $users_file ]]; then
    die "$data has no $users_file (written before SASL): start with KAFKA_RESET=1"
  fi
  [[ -f $data/meta.properties ]] || make_users
  write_config
  if [[ ! -f $data/meta.properties ]]; then
    say "formatting storage in $data"
    local scram=() user
    for user in "${users[@]}"; do scram+=(--add-scram "SCRAM-SHA-512=[name=$user,password=$(password_of "$user")]"); done
    "${tool[@]}" kafka.tools.StorageTool format --standalone -t "$("${tool[@]}" kafka.tools.StorageTool random-uuid)" \
      -c "$home/server.properties" "${scram[@]}" >/dev/null
  fi
  [[ -f $log ]] && mv -f "$log" "$log.1"
  local started=$SECONDS
  setsid java -Xmx"${KAFKA_HEAP:-512m}" -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$home/log4j2.properties" -cp "$libs/*" \
    kafka.Kafka "$home/server.properties" </dev/null >>"$log" 2>&1 9>&- &
  echo $! >"$pidfile"
  local deadline=$((SECONDS + ${KAFKA_START_TIMEOUT:-60}))
  until running && port_open "$port" && timeout 30 "${tool[@]}" org.apache.kafka.tools.TopicCommand \
      --bootstrap-server "$bootstrap" --command-config "$home/admin.properties" --list >/dev/null 2>&1; do
    if ! running || ((SECONDS >= deadline)); then
      if running; then kill -KILL "$(pid)" 2>/dev/null || true; fi
      rm -f "$pidfile"
      echo "kafka: broker did not come up on $bootstrap; last lines of $log:" >&2
      tail -n 40 "$log" >&2 || true
      exit 1
    fi
    sleep 1
  done
  provision
  say "started (pid $(pid)) on $bootstrap in $((SECONDS - started)) s; log: $log; users: $users_file"
}

provision() { # the topics and every app's ACLs, as the superuser (idempotent)
  local script=$repo/packages/service-kit/dist/cli/provision-kafka.js
  [[ -f $script ]] || die "$script is missing: run npm run build first"
  KAFKA_BROKERS=$bootstrap KAFKA_SASL_USERNAME=kafka-admin KAFKA_SASL_PASSWORD=$(password_of kafka-admin) \
    node "$script" || die "provisioning topics and ACLs failed"
}

stop() {
  lock
  if ! running; then rm -f "$pidfile"; say "not running"; return 0; fi
  local p; p=$(pid)
  say "stopping (pid $p)"
  kill -TERM "$p"
  for _ in $(seq 1 "${KAFKA_STOP_TIMEOUT:-30}"); do alive "$p" || break; sleep 1; done
  if alive "$p"; then say "still alive, sending SIGKILL"; kill -KILL "$p" 2>/dev/null || true; fi
  while alive "$p"; do sleep 0.2; done
  rm -f "$pidfile"
  say "stopped"
}

listener() { sed -n 's|^advertised.listeners=BROKER://||p' "$home/server.properties" 2>/dev/null; }
status() {
  if running; then say "running (pid $(pid)) on $(listener)"; else say "stopped"; return 1; fi
}

case ${1:-} in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
