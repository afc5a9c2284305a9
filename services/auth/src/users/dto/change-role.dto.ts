import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Role } from '@p2p/service-kit';
import { ChangedByField } from './changed-by-field';
import { Rules, Trim } from './field-rules';

export class ChangeRoleDto {
  @ApiProperty({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  role: Role;

  /**
   * The admin service requires one; optional here so a command from an admin service older than
   * that rule is still carried out during a rolling deploy.
   */
  @ApiPropertyOptional({ description: 'Why, as the admin typed it; kept in auth.UserRoleChanged' })
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
