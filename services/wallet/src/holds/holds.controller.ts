import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  HOLD_ANSWERED_STATUS,
  HOLD_KEY_MAX_LENGTH,
  HoldRoutes,
  Money,
  PlacedHold,
  ReleasedHold,
} from '@p2p/contracts';
import { InternalOnly, ValidationFailedError } from '@p2p/service-kit';
import { PlaceHoldDto } from './dto/place-hold.dto';
import { HoldsService } from './holds.service';

/** Betting's synchronous escrow command; never routed by the gateway. */
@Controller(HoldRoutes.controller)
@InternalOnly()
export class HoldsController {
  constructor(private readonly holds: HoldsService) {}

  @Post()
  @HttpCode(HOLD_ANSWERED_STATUS)
  place(@Body() dto: PlaceHoldDto): Promise<PlacedHold> {
    return this.holds.place({ key: dto.key, userId: dto.userId, amount: Money.toCents(dto.amount) });
  }

  @Post(HoldRoutes.releaseRoute)
  @HttpCode(HOLD_ANSWERED_STATUS)
  release(@Param('key') key: string): Promise<ReleasedHold> {
    if (key.length > HOLD_KEY_MAX_LENGTH)
      throw new ValidationFailedError('Hold key must be 1 to 200 characters');
    return this.holds.release(key);
  }
}
