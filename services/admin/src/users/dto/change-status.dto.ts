import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AccountStatus } from '@p2p/contracts';
import { IsDefined, IsIn, ValidateIf } from 'class-validator';
import { ReasonField } from '../../validation/reason-field';

/** A suspension says why (the user is shown the reason); a reinstatement may. */
export class ChangeStatusDto {
  @ApiProperty({ enum: ['active', 'suspended'] })
  @IsIn(['active', 'suspended'], { message: 'Status must be active or suspended' })
  @IsDefined({ message: 'Status is required' })
  status: AccountStatus;

  @ApiPropertyOptional({ type: String, maxLength: 500, description: 'Required to suspend' })
  @ReasonField('A reason is required to suspend a user')
  @ValidateIf((dto: ChangeStatusDto) => dto.status === 'suspended' || (dto.reason ?? null) !== null)
  reason?: string | null;
}
