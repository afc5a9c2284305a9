import { Injectable } from '@nestjs/common';
import type { UserUpdated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Recipients } from '../recipients/recipients';

@Injectable()
@HandlesEvent('auth.UserUpdated')
export class UserUpdatedHandler implements IntegrationEventHandler<'auth.UserUpdated'> {
  constructor(private readonly recipients: Recipients) {}

  async handle(user: UserUpdated, { manager }: EventContext<'auth.UserUpdated'>): Promise<void> {
    await this.recipients.save(manager, user);
  }
}
