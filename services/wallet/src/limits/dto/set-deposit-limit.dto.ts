import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import { IsPositiveAmount } from '../../validation/is-positive-amount';

export class SetDepositLimitDto {
  @ApiPropertyOptional({
    nullable: true,
    description: 'Dollars, at most two decimals; null removes the limit (after 24 hours, as a raise does)',
    oneOf: [
      { type: 'string', example: '50.00' },
      { type: 'number', example: 50 },
    ],
  })
  @IsPositiveAmount({ message: 'Limit must be a positive amount in dollars, at most two decimals' })
  @ValidateIf((dto: SetDepositLimitDto) => dto.amount !== null)
  @IsOptional()
  amount?: string | number | null;
}
