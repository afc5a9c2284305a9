import { ApiProperty } from '@nestjs/swagger';
import { Rules, Trim } from '@p2p/service-kit';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FinishNowDto } from './finish-now.dto';

/** The admin service's command: the admin's body, and the admin (its caller) it names in MatchFinished. */
export class InternalFinishNowDto extends FinishNowDto {
  @ApiProperty({ description: "The admin's user id (the admin service's caller)" })
  @Trim()
  @Rules(
    IsNotEmpty({ message: 'finishedBy is required' }),
    IsString({ message: 'finishedBy must be text' }),
    MaxLength(100, { message: 'finishedBy cannot exceed 100 characters' }),
  )
  finishedBy: string;
}
