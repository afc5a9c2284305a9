import { ApiProperty } from '@nestjs/swagger';
import type { AccountStatus } from '@p2p/contracts';
import { IsIn } from 'class-validator';
import { AdminCommandDto } from './admin-command.dto';

export class ChangeStatusDto extends AdminCommandDto {
  @ApiProperty({ enum: ['active', 'suspended'] })
  @IsIn(['active', 'suspended'], { message: 'Status must be active or suspended' })
  status: AccountStatus;
}
