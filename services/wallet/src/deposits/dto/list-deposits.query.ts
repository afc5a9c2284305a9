import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class ListDepositsQuery {
  @ApiPropertyOptional({
    default: 20,
    minimum: 1,
    maximum: 100,
    description: 'The deposit screen asks for 5',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be between 1 and 100' })
  @Min(1, { message: 'Limit must be between 1 and 100' })
  @Max(100, { message: 'Limit must be between 1 and 100' })
  limit?: number;
}

export class ListPendingDepositsQuery {
  @ApiPropertyOptional({ default: 100, minimum: 1, maximum: 500 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be between 1 and 500' })
  @Min(1, { message: 'Limit must be between 1 and 500' })
  @Max(500, { message: 'Limit must be between 1 and 500' })
  limit?: number;
}
