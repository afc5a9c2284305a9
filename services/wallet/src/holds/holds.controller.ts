import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { HOLD_ANSWERED_STATUS, HoldRoutes, Money, PlacedHold } from '@p2p/contracts';
import { InternalOnly } from '@p2p/service-kit';
import { PlaceHoldDto } from './dto/place-hold.dto';
import { HoldsService } from './holds.service';

/**
 * Betting's one synchronous escrow command; never routed by the gateway. Releases and captures come as
 * betting's events (integration-events/), never as calls.
 */
@Controller(HoldRoutes.controller)
@InternalOnly()
export class HoldsController {
  constructor(private readonly holds: HoldsService) {}

  @Post()
  @HttpCode(HOLD_ANSWERED_STATUS)
  place(@Body() dto: PlaceHoldDto): Promise<PlacedHold> {
    return this.holds.place({ key: dto.key, userId: dto.userId, amount: Money.toCents(dto.amount) });
  }
}
