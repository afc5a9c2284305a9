/** The stack tier runs against a real broker: scripts/test-all.sh starts one and sets KAFKA_BROKERS. */
export function kafkaBrokers(): string[] {
  const brokers = process.env.KAFKA_BROKERS;
  if (!brokers) {
    throw new Error(
      'KAFKA_BROKERS is not set: run the stack tier through npm run test:all, or start scripts/kafka.sh',
    );
  }
  return brokers.split(',').map((broker) => broker.trim());
}
