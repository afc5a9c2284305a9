import { ApiProperty } from '@nestjs/swagger';
import { IsPositiveAmount } from '../../validation/is-positive-amount';
import { amountSchema } from '@p2p/service-kit';

export class SetExchangeRateDto {
  @ApiProperty({ ...amountSchema('1500.00'), description: 'Naira per US dollar, at most two decimals' })
  @IsPositiveAmount({ message: 'Exchange rate must be a positive number of naira per dollar' })
  ngnPerUsd: string | number;
}
