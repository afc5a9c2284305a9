import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { Role } from '@p2p/service-kit';
import { ChangedByField } from './changed-by-field';

export class ChangeRoleDto {
  @ApiProperty({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  role: Role;

  @ApiProperty({ description: "The admin's user id (the admin service's caller)" })
  @ChangedByField()
  changedBy: string;
}
