import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto, Trim } from '@p2p/service-kit';

export class ListUsersQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Part of the username, email or name, any case' })
  @MaxLength(100, { message: 'Search cannot exceed 100 characters' })
  @IsString({ message: 'Search must be text' })
  @Trim()
  @IsOptional()
  search?: string;

  @ApiPropertyOptional({ enum: ['user', 'admin'] })
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  @IsOptional()
  role?: 'user' | 'admin';

  @ApiPropertyOptional({ enum: ['active', 'suspended'] })
  @IsIn(['active', 'suspended'], { message: 'Status must be active or suspended' })
  @IsOptional()
  status?: 'active' | 'suspended';
}
