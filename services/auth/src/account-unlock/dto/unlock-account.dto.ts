import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Rules } from '@p2p/service-kit';

export class UnlockAccountDto {
  @ApiProperty({ description: 'The token of the unlock link mailed to the owner of a locked account' })
  @Rules(
    IsNotEmpty({ message: 'Unlock token is required' }),
    IsString({ message: 'Unlock token is required' }),
    MaxLength(200, { message: 'Invalid or expired unlock link' }),
  )
  token: string;
}
