import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '@p2p/service-kit';
import { IsDefined, IsIn } from 'class-validator';
import { ReasonField } from '../../validation/reason-field';

/** Spec 02's role update payload, and the reason the audit log keeps (issue 16). */
export class ChangeRoleDto {
  @ApiProperty({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  @IsDefined({ message: 'Role is required' })
  role: Role;

  @ApiProperty({ minLength: 1, maxLength: 500 })
  @ReasonField("A reason is required to change a user's role")
  reason: string;
}
