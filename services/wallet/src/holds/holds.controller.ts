import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Money } from '@p2p/contracts';
import { InternalOnly, ValidationFailedError } from '@p2p/service-kit';
import { PlaceHoldDto } from './dto/place-hold.dto';
import { HoldsService } from './holds.service';

/** Betting's synchronous escrow command; never routed by the gateway. */
@Controller('internal/holds')
@InternalOnly()
export class HoldsController {
  constructor(private readonly holds: HoldsService) {}

  @Post()
  @HttpCode(200)
  place(@Body() dto: PlaceHoldDto) {
    return this.holds.place({ key: dto.key, userId: dto.userId, amount: Money.toCents(dto.amount) });
  }

  @Post(':key/release')
  @HttpCode(200)
  release(@Param('key') key: string) {
    if (key.length > 200) throw new ValidationFailedError('Hold key must be 1 to 200 characters');
    return this.holds.release(key);
  }
}
