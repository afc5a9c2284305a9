import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { MessageDelivery, OutgoingMessage } from './message-delivery';
import { OutgoingMessageRecord } from './outgoing-message.entity';

/** Keeps each message as a row of outgoing_messages. */
export class StoredMessageDelivery implements MessageDelivery {
  constructor(private readonly dataSource: DataSource) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.dataSource.getRepository(OutgoingMessageRecord).insert({
      id: randomUUID(),
      channel: message.channel,
      recipient: normalizeRecipient(message),
      subject: message.subject,
      body: message.text,
    });
  }
}

/** Email addresses compare lower-cased; phone numbers by their digits. */
export function normalizeRecipient({ channel, to }: Pick<OutgoingMessage, 'channel' | 'to'>): string {
  return channel === 'email' ? to.trim().toLowerCase() : to.replace(/[^\d+]/g, '');
}
