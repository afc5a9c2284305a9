import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPasswordField } from '../../users/dto/field-rules';
import { Rules } from '@p2p/service-kit';

export class ResetPasswordDto {
  @ApiProperty({ description: 'From the emailed link, or the resetToken of a passed recovery check' })
  @Rules(
    IsNotEmpty({ message: 'Reset token is required' }),
    IsString({ message: 'Reset token is required' }),
    MaxLength(200, { message: 'Invalid or expired reset token' }),
  )
  token: string;

  @ApiProperty({ minLength: 8 })
  @NewPasswordField('New password is required', 'New password must be at least 8 characters')
  newPassword: string;
}
