import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { Role } from '@p2p/service-kit';

export class ChangeRoleDto {
  @ApiProperty({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  role: Role;
}
