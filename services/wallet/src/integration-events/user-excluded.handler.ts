import { Injectable } from '@nestjs/common';
import { Events, type UserExcluded } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BreaksService } from '../breaks/breaks.service';

/** A break from betting closes deposits until it ends; betting cancels the open offers (their holds come back here as OfferCancelled). */
@Injectable()
@HandlesEvent(Events.UserExcluded)
export class UserExcludedHandler implements IntegrationEventHandler<typeof Events.UserExcluded> {
  constructor(private readonly breaks: BreaksService) {}

  async handle(payload: UserExcluded, { manager }: EventContext<typeof Events.UserExcluded>): Promise<void> {
    await this.breaks.record(
      manager,
      payload.userId,
      payload.kind,
      payload.endsAt === null ? null : new Date(payload.endsAt),
    );
  }
}
