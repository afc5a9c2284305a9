import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AccountStatus } from '@p2p/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';

const REASON_REQUIRED = 'A reason is required to suspend a user';
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A suspension says why (the user is shown the reason); a reinstatement may. */
export class ChangeStatusDto {
  @ApiProperty({ enum: ['active', 'suspended'] })
  @IsIn(['active', 'suspended'], { message: 'Status must be active or suspended' })
  @IsDefined({ message: 'Status is required' })
  status: AccountStatus;

  @ApiPropertyOptional({ maxLength: 500, description: 'Required to suspend' })
  @MaxLength(500, { message: 'Reason cannot exceed 500 characters' })
  @IsNotEmpty({ message: REASON_REQUIRED })
  @IsString({ message: 'Reason must be text' })
  @IsDefined({ message: REASON_REQUIRED })
  @ValidateIf((dto: ChangeStatusDto) => dto.status === 'suspended' || (dto.reason ?? null) !== null)
  @Transform(trimmed)
  reason?: string | null;
}
