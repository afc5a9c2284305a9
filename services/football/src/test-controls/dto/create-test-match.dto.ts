import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsISO8601, IsOptional, IsString, MinLength } from 'class-validator';

export class CreateTestMatchDto {
  @ApiProperty({ example: 'premier-league' })
  @IsString({ message: 'leagueId is required' })
  @MinLength(1, { message: 'leagueId is required' })
  leagueId: string;

  @ApiProperty({ example: 'arsenal' })
  @IsString({ message: 'homeTeamId is required' })
  @MinLength(1, { message: 'homeTeamId is required' })
  homeTeamId: string;

  @ApiProperty({ example: 'chelsea' })
  @IsString({ message: 'awayTeamId is required' })
  @MinLength(1, { message: 'awayTeamId is required' })
  awayTeamId: string;

  @ApiProperty({ example: '2026-03-14T15:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: 'startTime must be an ISO 8601 date-time' })
  startTime: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'featured must be a boolean' })
  featured?: boolean;
}
