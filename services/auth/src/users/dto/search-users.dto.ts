import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MinLength } from 'class-validator';

export const SEARCH_TOO_SHORT = 'Search query must be at least 2 characters';

export class SearchUsersDto {
  @ApiProperty({ description: 'Part of a username; a leading @ is ignored', minLength: 2, example: '@ali' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/^@+/, '').trim() : value))
  @IsString({ message: SEARCH_TOO_SHORT })
  @MinLength(2, { message: SEARCH_TOO_SHORT })
  q: string;
}
