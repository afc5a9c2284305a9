import { ApiPropertyOptional } from '@nestjs/swagger';
import { PagingQueryDto } from '@p2p/service-kit';
import { IsIn, IsOptional } from 'class-validator';

export class ListNotificationsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only the unread ones' })
  @IsIn(['true', 'false'], { message: 'Unread must be true or false' })
  @IsOptional()
  unread?: 'true' | 'false';
}
