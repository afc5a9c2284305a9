import { ApiProperty } from '@nestjs/swagger';
import { IsPositiveAmount } from '../../validation/is-positive-amount';

export class SetExchangeRateDto {
  @ApiProperty({ example: '1500.00', description: 'Naira per US dollar, at most two decimals' })
  @IsPositiveAmount({ message: 'Exchange rate must be a positive number of naira per dollar' })
  ngnPerUsd: string | number;
}
