import { Injectable } from '@nestjs/common';
import type { UserExcluded } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BreaksService } from '../breaks/breaks.service';

/** A break from betting closes deposits until it ends; betting cancels the open offers (their holds come back here as OfferCancelled). */
@Injectable()
@HandlesEvent('auth.UserExcluded')
export class UserExcludedHandler implements IntegrationEventHandler<'auth.UserExcluded'> {
  constructor(private readonly breaks: BreaksService) {}

  async handle(payload: UserExcluded, { manager }: EventContext<'auth.UserExcluded'>): Promise<void> {
    await this.breaks.record(
      manager,
      payload.userId,
      payload.kind,
      payload.endsAt === null ? null : new Date(payload.endsAt),
    );
  }
}
