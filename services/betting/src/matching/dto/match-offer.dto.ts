import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCEPTED_SELECTIONS } from '../../offers/selection';

/** Rules are checked bottom-up, the first broken one reported. */
export class MatchOfferDto {
  @ApiProperty({
    enum: ACCEPTED_SELECTIONS,
    description: 'One of the two other outcomes of a 1X2 offer, or the other side of an over/under 2.5 offer',
  })
  @IsIn(ACCEPTED_SELECTIONS, { message: 'Invalid counter selection' })
  @IsDefined({ message: 'Please select a prediction' })
  counterSelection: string;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @MaxLength(500, { message: 'Description cannot exceed 500 characters' })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string | null;

  @ApiPropertyOptional({ description: "A link offer's token, from the link the maker shared" })
  @MaxLength(100, { message: 'Bet offer not found' })
  @IsString({ message: 'Bet offer not found' })
  @IsOptional()
  linkToken?: string;
}
