import type { KafkaCredentials } from '@p2p/messaging';
import { readKafkaUsers } from '../../scripts/src/kafka-users';

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

/**
 * A SCRAM user of that broker (an app's, or the superuser kafka-admin), from the users file
 * scripts/kafka.sh wrote, which test-all.sh names in KAFKA_USERS_FILE.
 */
export function kafkaLogin(user: string): KafkaCredentials {
  const file = process.env.KAFKA_USERS_FILE;
  if (!file) throw new Error('KAFKA_USERS_FILE is not set: run the stack tier through npm run test:all');
  const password = readKafkaUsers(file).get(user);
  if (!password) throw new Error(`${file} has no user ${user}`);
  return { username: user, password };
}
