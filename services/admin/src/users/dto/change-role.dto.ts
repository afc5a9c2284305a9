import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '@p2p/service-kit';
import { IsDefined, IsIn } from 'class-validator';

/** Spec 02's role update payload. */
export class ChangeRoleDto {
  @ApiProperty({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  @IsDefined({ message: 'Role is required' })
  role: Role;
}
