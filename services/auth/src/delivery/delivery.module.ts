import { Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CONFIG } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { MailboxController } from './mailbox.controller';
import { ByChannelDelivery, MESSAGE_DELIVERY, MessageDelivery } from './message-delivery';
import { SmtpMessageDelivery } from './smtp-message-delivery';
import { StoredMessageDelivery } from './stored-message-delivery';

/**
 * Email through SMTP when SMTP_URL is set, else stored; SMS is always stored, since no SMS provider
 * is configured (the rows are what a provider's sender would read).
 */
function chooseDelivery(config: AuthConfig, dataSource: DataSource): MessageDelivery {
  const stored = new StoredMessageDelivery(dataSource);
  if (!config.SMTP_URL) return stored;
  return new ByChannelDelivery({
    email: new SmtpMessageDelivery(config.SMTP_URL, config.MAIL_FROM),
    sms: stored,
  });
}

@Module({
  controllers: [MailboxController],
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
