import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TransactionStatus,
  TransactionType,
} from '../transaction-row';

const TYPES = Object.keys(TRANSACTION_TYPES);
const STATUSES = Object.keys(TRANSACTION_STATUSES);
const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.toLowerCase() : value;

export class ListTransactionsQuery {
  /** No statement is 1,000,000 pages long, and a huge page makes an OFFSET PostgreSQL refuses. */
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1_000_000 })
  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000, { message: 'Page cannot exceed 1,000,000' })
  @IsInt({ message: 'Page must be a positive whole number' })
  @Min(1, { message: 'Page must be a positive whole number' })
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be between 1 and 100' })
  @Min(1, { message: 'Limit must be between 1 and 100' })
  @Max(100, { message: 'Limit must be between 1 and 100' })
  limit?: number;

  @ApiPropertyOptional({ enum: TYPES })
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(TYPES, { message: `Type must be one of ${TYPES.join(', ')}` })
  type?: TransactionType;

  @ApiPropertyOptional({ enum: STATUSES, description: 'Case-insensitive: Succeed, Pending, Failed, Closed' })
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(STATUSES, { message: `Status must be one of ${STATUSES.join(', ')}` })
  status?: TransactionStatus;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'From this date or time (inclusive)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'From must be a date' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'Up to this date (the whole day) or time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'To must be a date' })
  to?: string;
}

/** The export takes the list's filters, not its paging. */
export class ExportTransactionsQuery extends OmitType(ListTransactionsQuery, ['page', 'limit'] as const) {}
