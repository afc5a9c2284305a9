import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagingQueryDto } from '@p2p/service-kit';
import type { OfferStatus } from '../offer.entity';

/** The user offers screen's tabs (spec 02): All, Open, Matched, Expired; cancelled too. */
export const USER_OFFER_FILTERS: Readonly<Record<string, readonly OfferStatus[]>> = {
  all: ['open', 'matching', 'matched', 'settled', 'void', 'cancelled', 'expired'],
  open: ['open', 'matching'],
  matched: ['matched', 'settled', 'void'],
  expired: ['expired'],
  cancelled: ['cancelled'],
};

/** One's own offers: every state, a rejected attempt only when asked for. */
export const MY_OFFER_FILTERS: Readonly<Record<string, readonly OfferStatus[]>> = {
  all: ['pending', 'open', 'matching', 'matched', 'settled', 'void', 'cancelled', 'expired'],
  pending: ['pending'],
  open: ['open', 'matching'],
  matched: ['matched'],
  settled: ['settled'],
  void: ['void'],
  cancelled: ['cancelled'],
  expired: ['expired'],
  rejected: ['rejected'],
};

export class UserOffersQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: Object.keys(USER_OFFER_FILTERS), default: 'all' })
  @IsOptional()
  @IsIn(Object.keys(USER_OFFER_FILTERS), { message: 'Invalid status filter' })
  status?: string;
}

export class MyOffersQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: Object.keys(MY_OFFER_FILTERS), default: 'all' })
  @IsOptional()
  @IsIn(Object.keys(MY_OFFER_FILTERS), { message: 'Invalid status filter' })
  status?: string;
}
