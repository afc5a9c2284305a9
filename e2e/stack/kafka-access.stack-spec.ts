import { afterAll, describe, expect, it } from '@jest/globals';
import { Topics } from '@p2p/contracts';
import { KafkaCredentials, saslOf } from '@p2p/messaging';
import { eventually } from '@p2p/testing';
import { Kafka, KafkaMessage, logLevel, Producer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { kafkaBrokers, kafkaLogin } from '../support/kafka';

const client = (clientId: string, login?: KafkaCredentials) =>
  new Kafka({
    brokers: kafkaBrokers(),
    clientId,
    sasl: saslOf(login),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 3_000,
    retry: { retries: 0 },
  });

/** The broker scripts/kafka.sh runs, as every deployment's: SASL/SCRAM logins, one principal per app, ACLs. */
describe('the Kafka broker with logins and ACLs', () => {
  const producers: Producer[] = [];
  const producerOf = async (login?: KafkaCredentials) => {
    const producer = client(`kafka-access-${randomUUID().slice(0, 8)}`, login).producer();
    producers.push(producer);
    await producer.connect();
    return producer;
  };
  afterAll(async () => {
    await Promise.allSettled(producers.map((producer) => producer.disconnect()));
  });

  it('refuses a client without credentials, and one with a wrong password', async () => {
    const event = { topic: Topics.wallet, messages: [{ key: 'k', value: '{}' }] };
    // The broker answers only the version handshake before a login, then drops the connection.
    const anonymous = await producerOf();
    await expect(anonymous.send(event)).rejects.toThrow();

    await expect(producerOf({ username: 'wallet', password: 'not-the-password' })).rejects.toThrow(
      /SASL SCRAM SHA512 authentication failed/,
    );
    const wallet = await producerOf(kafkaLogin('wallet'));
    await expect(wallet.send(event)).resolves.toHaveLength(1);
  });

  it("refuses the wallet's producer on betting.events: a forged bet event is never delivered", async () => {
    const key = `forged-${randomUUID()}`;
    const forged = { id: randomUUID(), type: 'betting.BetSettled', key, payload: {} };
    const wallet = await producerOf(kafkaLogin('wallet'));

    await expect(
      wallet.send({ topic: Topics.betting, messages: [{ key, value: JSON.stringify(forged) }] }),
    ).rejects.toMatchObject({ type: 'TOPIC_AUTHORIZATION_FAILED' });
    // Its own topic is open to it.
    await wallet.send({ topic: Topics.wallet, messages: [{ key, value: '{}' }] });

    // Betting's own event with the same key lands on the same partition, after where the forgery would be.
    const marker = { id: randomUUID(), type: 'betting.OfferCancelled', key, payload: {} };
    const betting = await producerOf(kafkaLogin('betting'));
    await betting.send({ topic: Topics.betting, messages: [{ key, value: JSON.stringify(marker) }] });
    const seen = await readUntil(Topics.betting, (message) => message.value?.toString().includes(marker.id));
    expect(seen.some((value) => value.includes(forged.id))).toBe(false);
  });

  it('refuses a service reading a topic it does not consume', async () => {
    const consumer = client('kafka-access-football', kafkaLogin('football')).consumer({
      groupId: `football-${randomUUID()}`,
    });
    await consumer.connect();
    try {
      await expect(consumer.subscribe({ topics: [Topics.wallet] })).rejects.toMatchObject({
        type: 'TOPIC_AUTHORIZATION_FAILED',
      });
    } finally {
      await consumer.disconnect();
    }
  });
});

/** Reads a topic from its start as the superuser until one message matches; every value read so far. */
async function readUntil(
  topic: string,
  found: (message: KafkaMessage) => boolean | undefined,
): Promise<string[]> {
  const consumer = client('kafka-access-reader', kafkaLogin('kafka-admin')).consumer({
    groupId: `kafka-access-reader-${randomUUID()}`,
  });
  const values: string[] = [];
  let done = false;
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        values.push(message.value?.toString() ?? '');
        if (found(message)) done = true;
      },
    });
    await eventually(() => expect(done).toBe(true), 30_000);
    return values;
  } finally {
    await consumer.disconnect();
  }
}
