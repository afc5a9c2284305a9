import { Injectable } from '@nestjs/common';
import { Events, type UserRegistered } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Recipients } from '../recipients/recipients';

@Injectable()
@HandlesEvent(Events.UserRegistered)
export class UserRegisteredHandler implements IntegrationEventHandler<typeof Events.UserRegistered> {
  constructor(private readonly recipients: Recipients) {}

  async handle(user: UserRegistered, { manager }: EventContext<typeof Events.UserRegistered>): Promise<void> {
    await this.recipients.save(manager, user);
  }
}
