export type DeliveryChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: DeliveryChannel;
  /** An email address or a phone number. */
  to: string;
  subject: string;
  text: string;
}

/** Sends what auth tells people: verification PINs, reset links, recovery codes. */
export interface MessageDelivery {
  send(message: OutgoingMessage): Promise<void>;
}

export const MESSAGE_DELIVERY = Symbol('MESSAGE_DELIVERY');

/** Each channel to its own delivery (email through SMTP; SMS stored for a provider, or mailed to a catcher). */
export class ByChannelDelivery implements MessageDelivery {
  constructor(private readonly channels: Record<DeliveryChannel, MessageDelivery>) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.channels[message.channel].send(message);
  }

  close(): void {
    for (const delivery of Object.values(this.channels)) (delivery as { close?: () => void }).close?.();
  }
}
