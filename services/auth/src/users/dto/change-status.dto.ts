import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AccountStatus } from '@p2p/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ChangedByField } from './changed-by-field';
import { Rules, Trim } from './field-rules';

export class ChangeStatusDto {
  @ApiProperty({ enum: ['active', 'suspended'] })
  @IsIn(['active', 'suspended'], { message: 'Status must be active or suspended' })
  status: AccountStatus;

  @ApiPropertyOptional({ description: 'Required to suspend; shown to the user when they try to sign in' })
  @Trim()
  @IsOptional()
  @Rules(
    IsString({ message: 'Reason must be text' }),
    MaxLength(500, { message: 'Reason cannot exceed 500 characters' }),
  )
  reason?: string | null;

  @ApiProperty({ description: "The admin's user id (the admin service's caller)" })
  @ChangedByField()
  changedBy: string;
}
