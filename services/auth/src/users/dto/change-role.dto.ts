import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '@p2p/service-kit';
import { IsIn } from 'class-validator';
import { AdminCommandDto } from './admin-command.dto';

export class ChangeRoleDto extends AdminCommandDto {
  @ApiProperty({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  role: Role;
}
