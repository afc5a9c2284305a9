import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ExclusionKind } from '@p2p/contracts';
import { Rules } from '@p2p/service-kit';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ExclusionDuration, SELF_EXCLUSION_DURATIONS, TIME_OUT_DURATIONS } from '../exclusion-durations';

export class TakeBreakDto {
  @ApiProperty({ enum: ['time-out', 'self-exclusion'] })
  @Rules(IsIn(['time-out', 'self-exclusion'], { message: 'Kind must be time-out or self-exclusion' }))
  kind: ExclusionKind;

  @ApiProperty({
    enum: [...TIME_OUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS],
    description: 'A time-out: 24h, 48h, 1w, 2w, 4w or 6w. A self-exclusion: 6m, 1y, 2y, 5y or permanent.',
  })
  @Rules(
    IsIn([...TIME_OUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS], {
      message:
        'Duration must be one of 24h, 48h, 1w, 2w, 4w, 6w (time-out) or 6m, 1y, 2y, 5y, permanent (self-exclusion)',
    }),
  )
  duration: ExclusionDuration;

  @ApiPropertyOptional({ description: 'The current password; required for a self-exclusion' })
  @IsOptional()
  @Rules(IsString({ message: 'Password is required' }), MaxLength(200, { message: 'Password is required' }))
  password?: string;
}
