import { ApiProperty } from '@nestjs/swagger';
import { HOLD_BATCH_MAX_ITEMS } from '@p2p/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject } from 'class-validator';
import { Rules } from '@p2p/service-kit';
import { PlaceHoldDto } from './place-hold.dto';

/**
 * The batch's envelope only: each item is checked on its own, with PlaceHoldDto's rules, and a bad
 * item gets the 400 it would get alone while the others are placed.
 */
export class PlaceHoldsDto {
  @ApiProperty({ type: [PlaceHoldDto], minItems: 1, maxItems: HOLD_BATCH_MAX_ITEMS })
  @Rules(
    IsArray({ message: 'Holds must be a list' }),
    ArrayMinSize(1, { message: `Holds must list 1 to ${HOLD_BATCH_MAX_ITEMS} holds` }),
    ArrayMaxSize(HOLD_BATCH_MAX_ITEMS, { message: `Holds must list 1 to ${HOLD_BATCH_MAX_ITEMS} holds` }),
    IsObject({ each: true, message: 'Each hold must be an object' }),
  )
  holds: object[];
}
