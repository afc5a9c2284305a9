import { ApiProperty } from '@nestjs/swagger';
import { amountSchema } from '@p2p/service-kit';
import { IsDefined, IsNotEmpty } from 'class-validator';
import { IsDollarAmount } from '../../validation/is-dollar-amount';

/** Rules are checked bottom-up, the first broken one reported. */
export class TakePartDto {
  @ApiProperty({
    description:
      "The backer's stake of the part, in dollars: at least $1.00 (or all that is left, if less), at most what is unmatched",
    ...amountSchema('20.00'),
  })
  @IsDollarAmount({ message: 'Invalid amount' })
  @IsNotEmpty({ message: 'Amount is required' })
  @IsDefined({ message: 'Amount is required' })
  amount: string | number;
}
