import { InMemoryEventBus } from '../src';
import { describeMessagingContract } from './messaging-contract';

describeMessagingContract('the in-memory bus', async () => {
  const bus = new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });
  return { bus, other: () => bus, close: () => bus.close() };
});
