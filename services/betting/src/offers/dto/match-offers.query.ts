import { ApiProperty, PickType } from '@nestjs/swagger';
import { CommaSeparated, PagingQueryDto } from '@p2p/service-kit';
import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength } from 'class-validator';

/** Match cards a screen shows at once: a page of the grid, far below what a URL can carry. */
export const MAX_MATCHES_PER_READ = 50;

/**
 * Several matches' open offers at once: `matchIds=a,b,c`, and `limit`, how many offers of each
 * (newest first; 100 unless given).
 */
export class MatchOffersQueryDto extends PickType(PagingQueryDto, ['limit'] as const) {
  @ApiProperty({
    description: `Match ids, comma-separated (at most ${MAX_MATCHES_PER_READ})`,
    example: 'm1,m2',
  })
  @CommaSeparated()
  @MaxLength(100, { each: true, message: 'Each match id cannot exceed 100 characters' })
  @IsString({ each: true, message: 'Match ids must be text' })
  @ArrayMaxSize(MAX_MATCHES_PER_READ, {
    message: `At most ${MAX_MATCHES_PER_READ} matches can be read at once`,
  })
  @ArrayMinSize(1, { message: 'At least one match id is required' })
  matchIds!: string[];
}
