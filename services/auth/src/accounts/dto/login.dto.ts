import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MinLength } from 'class-validator';
import { EmailField } from '../../users/dto/field-rules';
import { Rules } from '@p2p/service-kit';

export class LoginDto {
  @ApiProperty({ example: 'alice@p2pbet.local' })
  @EmailField()
  email: string;

  @ApiProperty({ example: 'Alice123!', minLength: 6 })
  @Rules(
    IsNotEmpty({ message: 'Password is required' }),
    IsString({ message: 'Password is required' }),
    MinLength(6, { message: 'Password must be at least 6 characters' }),
  )
  password: string;
}
