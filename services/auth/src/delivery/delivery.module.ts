import { Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CONFIG, SmtpMailer } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { ByChannelDelivery, MESSAGE_DELIVERY, MessageDelivery } from './message-delivery';
import { SmsAsEmailDelivery } from './sms-as-email-delivery';
import { StoredMessageDelivery } from './stored-message-delivery';

/**
 * Email through SMTP when SMTP_URL is set, else stored. SMS is stored (the rows are what a provider's
 * sender would read), unless SMS_TO_EMAIL_DOMAIN sends it as email (the embedded mode's catcher).
 */
export function chooseDelivery(config: AuthConfig, dataSource: DataSource): MessageDelivery {
  const stored = new StoredMessageDelivery(dataSource);
  if (!config.SMTP_URL) {
    if (config.SMS_TO_EMAIL_DOMAIN) throw new Error('SMS_TO_EMAIL_DOMAIN needs SMTP_URL');
    return stored;
  }
  const email = new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new ByChannelDelivery({
    email,
    sms: config.SMS_TO_EMAIL_DOMAIN ? new SmsAsEmailDelivery(email, config.SMS_TO_EMAIL_DOMAIN) : stored,
  });
}

@Module({
  providers: [
    { provide: MESSAGE_DELIVERY, inject: [CONFIG, getDataSourceToken()], useFactory: chooseDelivery },
  ],
  exports: [MESSAGE_DELIVERY],
})
export class DeliveryModule implements OnModuleDestroy {
  constructor(@Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery) {}

  onModuleDestroy(): void {
    if (this.delivery instanceof ByChannelDelivery) this.delivery.close();
  }
}
