import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * `page` (from 1) and `limit` (1-100) of every list; each list sets its own default page size. A
 * page past 1,000,000 is refused: no list is that long, and a huge one makes an OFFSET PostgreSQL refuses.
 */
export class PagingQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 1_000_000, default: 1 })
  @Max(1_000_000, { message: 'Page cannot exceed 1,000,000' })
  @Min(1, { message: 'Page must be a positive whole number' })
  @IsInt({ message: 'Page must be a positive whole number' })
  @Type(() => Number)
  @IsOptional()
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100 })
  @Max(100, { message: 'Limit must be a whole number between 1 and 100' })
  @Min(1, { message: 'Limit must be a whole number between 1 and 100' })
  @IsInt({ message: 'Limit must be a whole number between 1 and 100' })
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}
