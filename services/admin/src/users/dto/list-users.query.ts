import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { CommaSeparated, PagingQueryDto, Trim } from '@p2p/service-kit';

/** Users named at once (a page of a queue names its depositors): within one page of the list. */
export const MAX_USERS_BY_ID = 100;

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

  @ApiPropertyOptional({
    description: `Only these users: ids, comma-separated (at most ${MAX_USERS_BY_ID})`,
    example: '5f0c…,9a1d…',
  })
  @CommaSeparated()
  @IsUUID('all', { each: true, message: 'Each user id must be a UUID' })
  @ArrayMaxSize(MAX_USERS_BY_ID, { message: `At most ${MAX_USERS_BY_ID} users can be read at once` })
  @IsOptional()
  ids?: string[];
}
