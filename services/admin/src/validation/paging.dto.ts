import { ApiPropertyOptional } from '@nestjs/swagger';
import type { Page } from '@p2p/contracts/api';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * `page` (from 1) and `limit` (1-100, default 20: spec 02's admin user list) of every admin list. A
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

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE })
  @Max(100, { message: 'Limit must be a whole number between 1 and 100' })
  @Min(1, { message: 'Limit must be a whole number between 1 and 100' })
  @IsInt({ message: 'Limit must be a whole number between 1 and 100' })
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export function pageRequest(query: PagingQueryDto): PageRequest {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

export function pageOf<T>(items: T[], request: PageRequest, total: number): Page<T> {
  return { items, page: request.page, limit: request.limit, total };
}
