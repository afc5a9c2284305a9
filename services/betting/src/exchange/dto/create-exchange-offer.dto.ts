import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXCHANGE_SIDES } from '@p2p/contracts';
import { amountSchema } from '@p2p/service-kit';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCEPTED_EXCHANGE_SELECTIONS } from '../../offers/selection';
import { IsDollarAmount } from '../../validation/is-dollar-amount';

/** class-validator checks a field's rules bottom-up and reports the first broken one: basics go last. */
export class CreateExchangeOfferDto {
  @ApiProperty({ description: 'The football match (its id in the football service)' })
  @IsNotEmpty({ message: 'Match is required' })
  @IsString({ message: 'Match is required' })
  @IsDefined({ message: 'Match is required' })
  matchId: string;

  @ApiProperty({ enum: ACCEPTED_EXCHANGE_SELECTIONS, description: 'The selection backed or laid' })
  @IsIn(ACCEPTED_EXCHANGE_SELECTIONS, { message: 'Invalid bet selection' })
  @IsDefined({ message: 'Please select a prediction' })
  selection: string;

  @ApiProperty({ enum: EXCHANGE_SIDES, description: 'back: it happens; lay: it does not' })
  @IsIn(EXCHANGE_SIDES, { message: 'Side must be back or lay' })
  @IsDefined({ message: 'Please choose back or lay' })
  side: string;

  @ApiProperty({
    description: 'Decimal odds on the exchange ladder, 1.01 to 1000 (e.g. "3.0", "2.52")',
    oneOf: [
      { type: 'string', example: '3.0' },
      { type: 'number', example: 3 },
    ],
  })
  @IsNotEmpty({ message: 'Odds are required' })
  @IsDefined({ message: 'Odds are required' })
  odds: string | number;

  @ApiProperty({
    description:
      "The backer's stake in dollars, at most two decimals: what a back offer stakes, or what a lay offer accepts from backers",
    ...amountSchema('50.00'),
  })
  @IsDollarAmount({ message: 'Invalid bet amount' })
  @IsNotEmpty({ message: 'Bet amount is required' })
  @IsDefined({ message: 'Bet amount is required' })
  stake: string | number;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @MaxLength(500, { message: 'Description cannot exceed 500 characters' })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string | null;
}
