import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, NotFoundError } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { OutgoingMessageRecord } from './outgoing-message.entity';
import { normalizeRecipient } from './stored-message-delivery';

/** The embedded mode's mailbox: read the PINs, links and SMS codes auth "sent". Off unless DEV_MAILBOX. */
@ApiTags('dev')
@Controller('api/dev/mailbox')
export class MailboxController {
  constructor(
    @Inject(CONFIG) private readonly config: AuthConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Stored messages, newest first (only when DEV_MAILBOX=true)' })
  @ApiQuery({ name: 'to', required: false, description: 'An email address or a phone number' })
  async list(@Query('to') to?: string) {
    if (!this.config.DEV_MAILBOX) throw new NotFoundError('Route not found');
    const recipient = typeof to === 'string' && to.trim() !== '' ? to : undefined;
    const where = recipient
      ? [
          { recipient: normalizeRecipient({ channel: 'email', to: recipient }) },
          { recipient: normalizeRecipient({ channel: 'sms', to: recipient }) },
        ]
      : {};
    const messages = await this.dataSource
      .getRepository(OutgoingMessageRecord)
      .find({ where, order: { createdAt: 'DESC' }, take: 100 });
    return messages.map((message) => ({
      id: message.id,
      channel: message.channel,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      createdAt: message.createdAt.toISOString(),
    }));
  }
}
