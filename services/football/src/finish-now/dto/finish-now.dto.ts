import { ApiProperty } from '@nestjs/swagger';
import { Rules, Trim } from '@p2p/service-kit';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FinalScoreDto } from '../../matches/dto/final-score.dto';

export const REASON_REQUIRED = 'A reason is required to finish a match by hand';

/**
 * The final score and why an admin gives it; the reason follows the admin service's rules for every
 * admin reason (trimmed, 1 to 500 characters), checked in this order.
 */
export class FinishNowDto extends FinalScoreDto {
  @ApiProperty({ maxLength: 500, description: 'Why the match is finished by hand; kept in the audit log' })
  @Rules(
    Trim(),
    IsDefined({ message: REASON_REQUIRED }),
    IsString({ message: 'Reason must be text' }),
    IsNotEmpty({ message: REASON_REQUIRED }),
    MaxLength(500, { message: 'Reason cannot exceed 500 characters' }),
  )
  reason: string;
}
