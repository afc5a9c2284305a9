import { ApiProperty } from '@nestjs/swagger';
import { IsPositiveAmount } from '../../validation/is-positive-amount';
import { ResolveAccountDto } from './resolve-account.dto';
import { amountSchema } from '@p2p/service-kit';

export class RequestWithdrawalDto extends ResolveAccountDto {
  @ApiProperty({
    ...amountSchema('150000.00'),
    description: 'Naira (string or number, at most two decimals), at least 100, at most WITHDRAWAL_MAX_NGN',
  })
  @IsPositiveAmount()
  amount: string | number;
}
