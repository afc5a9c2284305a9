import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { WithdrawalStatus } from '../withdrawal.entity';

export class ListWithdrawalsQuery {
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be between 1 and 100' })
  @Min(1, { message: 'Limit must be between 1 and 100' })
  @Max(100, { message: 'Limit must be between 1 and 100' })
  limit?: number;
}

export class AdminListWithdrawalsQuery extends ListWithdrawalsQuery {
  @ApiPropertyOptional({ enum: ['pending', 'paid', 'rejected'] })
  @IsOptional()
  @IsIn(['pending', 'paid', 'rejected'], { message: 'Status must be pending, paid or rejected' })
  status?: WithdrawalStatus;
}
