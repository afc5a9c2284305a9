import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto } from '@p2p/service-kit';
import { OFFER_SORTS, OfferSort } from '../offer.queries';
import { ACCEPTED_SELECTIONS } from '../selection';

/** The Bet Offers page's controls: search, league, bet type, sort and page (12 a page). */
export class ListOffersQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Matches team names, usernames and names' })
  @MaxLength(100, { message: 'Search cannot exceed 100 characters' })
  @IsString({ message: 'Search must be text' })
  @IsOptional()
  search?: string;

  @ApiPropertyOptional({ description: 'A league id or name; "all" for every league' })
  @MaxLength(100, { message: 'League cannot exceed 100 characters' })
  @IsString({ message: 'League must be text' })
  @IsOptional()
  league?: string;

  @ApiPropertyOptional({ enum: ['all', ...ACCEPTED_SELECTIONS] })
  @IsOptional()
  @IsIn(['all', ...ACCEPTED_SELECTIONS], { message: 'Invalid bet type' })
  betType?: string;

  @ApiPropertyOptional({ enum: OFFER_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(OFFER_SORTS, { message: 'Invalid sort option' })
  sort?: OfferSort;
}
