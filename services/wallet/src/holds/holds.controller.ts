import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { HOLD_ANSWERED_STATUS, HoldItemAnswer, HoldRoutes, Money, PlacedHold } from '@p2p/contracts';
import { flattenValidationErrors, InternalOnly } from '@p2p/service-kit';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PlaceHoldDto } from './dto/place-hold.dto';
import { PlaceHoldsDto } from './dto/place-holds.dto';
import { HoldRequest, HoldsService } from './holds.service';
import { HoldRefusedError } from './hold.errors';

/**
 * Betting's one synchronous escrow command, alone or in a batch; never routed by the gateway. Releases
 * and captures come as betting's events (integration-events/), never as calls.
 */
@Controller(HoldRoutes.controller)
@InternalOnly()
export class HoldsController {
  constructor(private readonly holds: HoldsService) {}

  @Post()
  @HttpCode(HOLD_ANSWERED_STATUS)
  place(@Body() dto: PlaceHoldDto): Promise<PlacedHold> {
    return this.holds.place(requestOf(dto));
  }

  /** Each item gets the status and body `place` would have answered it, in order. */
  @Post(HoldRoutes.batchRoute)
  @HttpCode(HOLD_ANSWERED_STATUS)
  async placeMany(@Body() dto: PlaceHoldsDto): Promise<HoldItemAnswer[]> {
    const checked = await Promise.all(dto.holds.map(checkItem));
    const valid = checked.filter((item): item is PlaceHoldDto => item instanceof PlaceHoldDto);
    const placed = await this.holds.placeMany(valid.map(requestOf));
    let next = 0;
    return checked.map((item) => {
      if (!(item instanceof PlaceHoldDto)) return item;
      const answer = placed[next++];
      if (answer instanceof HoldRefusedError) {
        const { status, code, message } = answer.refusal;
        return { status, body: { success: false, code, message } };
      }
      return { status: HOLD_ANSWERED_STATUS, body: { success: true, data: answer } };
    });
  }
}

const requestOf = (dto: PlaceHoldDto): HoldRequest => ({
  key: dto.key,
  userId: dto.userId,
  amount: Money.toCents(dto.amount),
  ...(dto.from == null ? {} : { from: dto.from }),
});

/** The item as a checked PlaceHoldDto, or the 400 the global validation pipe would have answered alone. */
async function checkItem(item: object): Promise<PlaceHoldDto | HoldItemAnswer> {
  const dto = plainToInstance(PlaceHoldDto, item);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length === 0) return dto;
  return { status: 400, body: { success: false, message: flattenValidationErrors(errors).join(', ') } };
}
