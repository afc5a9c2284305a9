import { KafkaEventBus, kafkaCredentialsFromEnv } from '@p2p/messaging';
import { parseArgs } from 'node:util';

/**
 * `node scripts/dist/replay-dead-letters.js --topic <topic> [--group <group>]`: after the cause of
 * some dead letters is fixed (and deployed), publishes them again to their topic, each for the
 * consumer group that gave up on it; the inboxes make a letter that was somehow handled meanwhile
 * harmless. Letters already replayed (by the same --group choice) are not replayed again.
 */
export async function replayDeadLetters(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { topic: { type: 'string' }, group: { type: 'string' } },
    strict: true,
  });
  const topic = values.topic;
  if (!topic || topic.endsWith('.dlq'))
    throw new Error('--topic must name an event topic (e.g. wallet.events), not its .dlq');
  if (!env.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is not set (dead letters live in Kafka)');
  const bus = new KafkaEventBus({
    brokers: env.KAFKA_BROKERS.split(',').map((broker) => broker.trim()),
    clientId: 'replay-dead-letters',
    // An operator's tool: on a broker with ACLs it signs in as the admin principal (it republishes to
    // any service's topic, which no service may).
    sasl: kafkaCredentialsFromEnv(env),
    topics: [topic],
    healthCheckIntervalMs: 0,
  });
  try {
    return await bus.replayDeadLetters(topic, { group: values.group });
  } finally {
    await bus.close();
  }
}

if (require.main === module) {
  replayDeadLetters(process.argv.slice(2), process.env).then(
    (count) => console.log(`replayed ${count} dead letter(s)`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
