import { Topics } from '@p2p/contracts';
import { KafkaEventBus } from '@p2p/messaging';
import { randomUUID } from 'node:crypto';
import { describeMessagingContract } from '../../packages/messaging/test/messaging-contract';
import { kafkaBrokers, kafkaLogin } from '../support/kafka';

describeMessagingContract('a real Kafka broker', async () => {
  const buses: KafkaEventBus[] = [];
  const connect = () => {
    const bus = new KafkaEventBus({
      brokers: kafkaBrokers(),
      // The contract's topics and groups are its own: the superuser may use any.
      sasl: kafkaLogin('kafka-admin'),
      clientId: `messaging-test-${randomUUID().slice(0, 8)}`,
      topics: Object.values(Topics),
      retry: { maxAttempts: 3, initialBackoffMs: 20 },
    });
    buses.push(bus);
    return bus;
  };
  const bus = connect();
  await bus.connect();
  return {
    bus,
    other: connect,
    close: async () => {
      await Promise.all(buses.map((b) => b.close()));
    },
  };
});
