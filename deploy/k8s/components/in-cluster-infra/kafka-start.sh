#!/bin/sh
# Starts the single-node KRaft broker (broker and controller in one process) of the apache/kafka image
# with logins: every client signs in with SASL/SCRAM-SHA-512 as its app's user, and KRaft's
# StandardAuthorizer holds it to its ACLs (made by packages/service-kit/dist/cli/provision-kafka.js).
# The same script for Kubernetes (a ConfigMap of the in-cluster-infra component) and docker-compose.yml.
#
# Env: CLUSTER_ID, KAFKA_ADVERTISED_HOST (the Service or container name), KAFKA_DATA_DIR, KAFKA_HEAP_OPTS,
# KAFKA_ADMIN_PASSWORD (the superuser kafka-admin: the broker's own login and the operators') and
# KAFKA_PASSWORD_<APP> for each app (hex: `openssl rand -hex 24`). The users are written into the
# storage when it is formatted, on the first start: later password changes go through kafka-configs.sh.
set -eu
: "${CLUSTER_ID:?}" "${KAFKA_ADVERTISED_HOST:?}" "${KAFKA_DATA_DIR:?}" "${KAFKA_ADMIN_PASSWORD:?}"
config=/tmp/kafka/server.properties
mkdir -p /tmp/kafka
umask 077

# The controller listener is bound to the loopback (the only voter is this process) and takes SASL/PLAIN
# with the superuser's password: SCRAM's are kept in the metadata the controller serves.
cat >"$config" <<CONFIG
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:9093
listeners=BROKER://:9092,CONTROLLER://127.0.0.1:9093
advertised.listeners=BROKER://${KAFKA_ADVERTISED_HOST}:9092
controller.listener.names=CONTROLLER
inter.broker.listener.name=BROKER
listener.security.protocol.map=CONTROLLER:SASL_PLAINTEXT,BROKER:SASL_PLAINTEXT
sasl.enabled.mechanisms=SCRAM-SHA-512
sasl.mechanism.inter.broker.protocol=SCRAM-SHA-512
listener.name.broker.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="kafka-admin" password="${KAFKA_ADMIN_PASSWORD}";
sasl.mechanism.controller.protocol=PLAIN
listener.name.controller.sasl.enabled.mechanisms=PLAIN
listener.name.controller.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="kafka-admin" password="${KAFKA_ADMIN_PASSWORD}" user_kafka-admin="${KAFKA_ADMIN_PASSWORD}";
authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer
super.users=User:kafka-admin
allow.everyone.if.no.acl.found=false
log.dirs=${KAFKA_DATA_DIR}
num.partitions=3
default.replication.factor=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
CONFIG

# For the probes and an operator's kafka-*.sh tools: --command-config /tmp/kafka/admin.properties
cat >/tmp/kafka/admin.properties <<CONFIG
security.protocol=SASL_PLAINTEXT
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="kafka-admin" password="${KAFKA_ADMIN_PASSWORD}";
CONFIG

if [ ! -f "$KAFKA_DATA_DIR/meta.properties" ]; then
  set -- --add-scram "SCRAM-SHA-512=[name=kafka-admin,password=${KAFKA_ADMIN_PASSWORD}]"
  # Mirrors KAFKA_APPS in packages/service-kit/src/kafka/kafka-access.ts.
  for app in auth betting wallet football admin notifications gateway; do
    variable=KAFKA_PASSWORD_$(echo "$app" | tr '[:lower:]' '[:upper:]')
    password=$(printenv "$variable") || { echo "kafka-start: $variable is not set" >&2; exit 1; }
    set -- "$@" --add-scram "SCRAM-SHA-512=[name=$app,password=$password]"
  done
  /opt/kafka/bin/kafka-storage.sh format -t "$CLUSTER_ID" -c "$config" "$@"
fi
exec /opt/kafka/bin/kafka-server-start.sh "$config"
