import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { chooseDelivery } from './delivery.module';
import { ByChannelDelivery } from './message-delivery';
import { StoredMessageDelivery } from './stored-message-delivery';

const config = (variables: Partial<AuthConfig>) =>
  ({ MAIL_FROM: 'P2P Bet <no-reply@p2pbet.local>', ...variables }) as AuthConfig;
const dataSource = {} as DataSource;

describe(chooseDelivery.name, () => {
  it('stores everything without SMTP_URL', () => {
    expect(chooseDelivery(config({}), dataSource)).toBeInstanceOf(StoredMessageDelivery);
  });

  it('sends by channel with SMTP_URL', () => {
    const delivery = chooseDelivery(config({ SMTP_URL: 'smtp://127.0.0.1:2525' }), dataSource);

    expect(delivery).toBeInstanceOf(ByChannelDelivery);
    (delivery as ByChannelDelivery).close();
  });

  it('refuses SMS_TO_EMAIL_DOMAIN without SMTP_URL, which it would have nowhere to send through', () => {
    expect(() => chooseDelivery(config({ SMS_TO_EMAIL_DOMAIN: 'sms.localhost' }), dataSource)).toThrow(
      'SMS_TO_EMAIL_DOMAIN needs SMTP_URL',
    );
  });
});
