import { EventEnvelope, EventPayloads, EventType, Topics } from '@p2p/contracts';
import { OutboxService } from '@p2p/service-kit';
import { outboxPublished } from '@p2p/testing';
import type { WalletApp } from './wallet-app';

/**
 * The payloads of the events of one type the wallet published, for one key (the aggregate's id) or
 * those a predicate picks, read once its outbox is empty: every event its committed transactions
 * wrote is then on the bus, so a count is the number it will ever publish for them.
 */
export async function publishedPayloads<T extends EventType>(
  wallet: WalletApp,
  type: T,
  which: string | ((payload: EventPayloads[T]) => boolean),
): Promise<Array<EventPayloads[T]>> {
  const relay = wallet.app.get(OutboxService).relay;
  await outboxPublished(relay);
  return (wallet.bus.events(Topics.wallet) as Array<EventEnvelope<T, EventPayloads[T]>>)
    .filter((event) => event.type === type)
    .filter((event) => (typeof which === 'string' ? event.key === which : which(event.payload)))
    .map((event) => event.payload);
}
