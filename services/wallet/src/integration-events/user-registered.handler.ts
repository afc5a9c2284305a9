import { Injectable } from '@nestjs/common';
import { Events, type UserRegistered } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { DemoDataService } from '../demo/demo-data.service';
import { UserDirectory } from '../users/user-directory.service';

@Injectable()
@HandlesEvent(Events.UserRegistered)
export class UserRegisteredHandler implements IntegrationEventHandler<typeof Events.UserRegistered> {
  constructor(
    private readonly users: UserDirectory,
    private readonly demo: DemoDataService,
  ) {}

  async handle(user: UserRegistered, { manager }: EventContext<typeof Events.UserRegistered>): Promise<void> {
    await this.users.upsert(manager, user);
    await this.demo.fundIfDemoUser(manager, user);
  }
}
