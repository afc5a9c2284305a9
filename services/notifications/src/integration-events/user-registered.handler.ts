import { Injectable } from '@nestjs/common';
import type { UserRegistered } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Recipients } from '../recipients/recipients';

@Injectable()
@HandlesEvent('auth.UserRegistered')
export class UserRegisteredHandler implements IntegrationEventHandler<'auth.UserRegistered'> {
  constructor(private readonly recipients: Recipients) {}

  async handle(user: UserRegistered, { manager }: EventContext<'auth.UserRegistered'>): Promise<void> {
    await this.recipients.save(manager, user);
  }
}
