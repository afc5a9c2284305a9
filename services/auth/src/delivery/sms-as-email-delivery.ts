import { MessageDelivery, OutgoingMessage } from './message-delivery';

/**
 * Text messages as email to `<digits>@<domain>`, through the email delivery: with no SMS provider,
 * this is how the embedded mode's codes reach the person at the machine (in the mail catcher).
 */
export class SmsAsEmailDelivery implements MessageDelivery {
  constructor(
    private readonly email: MessageDelivery,
    private readonly domain: string,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.email.send({ ...message, channel: 'email', to: smsMailbox(message.to, this.domain) });
  }
}

/** '+1 555 010 4242' at sms.localhost is 15550104242@sms.localhost. */
export function smsMailbox(phone: string, domain: string): string {
  return `${phone.replace(/\D/g, '')}@${domain}`;
}
