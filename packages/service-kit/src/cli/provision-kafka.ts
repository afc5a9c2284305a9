import { KAFKA_APPS, provisionPlatformKafka } from '../kafka/kafka-access';

/**
 * node packages/service-kit/dist/cli/provision-kafka.js: the one step that uses Kafka's superuser
 * (KAFKA_SASL_USERNAME / KAFKA_SASL_PASSWORD). It creates the event topics and their DLQs and grants
 * each app its ACLs. scripts/kafka.sh, Compose and Kubernetes run it before the apps start, and again
 * at every start or deploy: it is idempotent.
 */
provisionPlatformKafka(process.env).then(
  () => console.log(`kafka: topics and ACLs of ${KAFKA_APPS.join(', ')} in place`),
  (error: unknown) => {
    console.error(`Could not provision Kafka: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
