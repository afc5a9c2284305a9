import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { OfferVisibility } from '@p2p/contracts';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsDollarAmount } from '../../validation/is-dollar-amount';
import { ACCEPTED_SELECTIONS } from '../selection';
import { OFFER_VISIBILITIES } from '../private-offers';
import { amountSchema } from '@p2p/service-kit';

/** class-validator checks a field's rules bottom-up and reports the first broken one: basics go last. */
export class CreateOfferDto {
  @ApiProperty({ description: 'The football match (its id in the football service)' })
  @IsNotEmpty({ message: 'Match is required' })
  @IsString({ message: 'Match is required' })
  @IsDefined({ message: 'Match is required' })
  matchId: string;

  @ApiProperty({
    description: 'Stake in dollars, at most two decimals (1 to 1000 by default)',
    ...amountSchema('10.00'),
  })
  @IsDollarAmount({ message: 'Invalid bet amount' })
  @IsNotEmpty({ message: 'Bet amount is required' })
  @IsDefined({ message: 'Bet amount is required' })
  betAmount: string | number;

  @ApiProperty({
    enum: ACCEPTED_SELECTIONS,
    description: '`home` and `away` are aliases of home_win and away_win',
  })
  @IsIn(ACCEPTED_SELECTIONS, { message: 'Invalid bet selection' })
  @IsDefined({ message: 'Please select a prediction' })
  betSelection: string;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @MaxLength(500, { message: 'Description cannot exceed 500 characters' })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string | null;

  @ApiPropertyOptional({
    enum: OFFER_VISIBILITIES,
    default: 'public',
    description: 'public, for one named user (`privateTo`), or for whoever holds the secret link it answers',
  })
  @IsIn(OFFER_VISIBILITIES, { message: 'Visibility must be public, user or link' })
  @IsOptional()
  visibility?: OfferVisibility;

  @ApiPropertyOptional({ description: 'The username a `user` offer is for (a leading @ is ignored)' })
  @MaxLength(50, { message: 'User not found' })
  @IsString({ message: 'Choose the friend this offer is for' })
  @IsOptional()
  privateTo?: string;
}
