import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagingQueryDto } from '@p2p/service-kit';

export class ListConversationsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: ['all', 'open', 'closed'], default: 'all' })
  @IsIn(['all', 'open', 'closed'], { message: 'Status must be one of all, open, closed' })
  @IsOptional()
  status?: 'all' | 'open' | 'closed';
}
