import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class LeaguesQuery {
  @ApiPropertyOptional({ description: 'Only the competitions of this country', example: 'england' })
  @IsOptional()
  @IsString({ message: 'country_id must be a string' })
  country_id?: string;
}
