import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { SameAs } from '../../users/dto/custom-rules';
import { NewPasswordField } from '../../users/dto/field-rules';
import { Rules } from '@p2p/service-kit';

export class ChangePasswordDto {
  @ApiProperty()
  @Rules(
    IsNotEmpty({ message: 'Current password is required' }),
    IsString({ message: 'Current password is required' }),
  )
  currentPassword: string;

  @ApiProperty({ minLength: 8 })
  @NewPasswordField('New password is required', 'New password must be at least 8 characters')
  newPassword: string;

  @ApiProperty()
  @Rules(
    IsNotEmpty({ message: 'Password confirmation is required' }),
    SameAs('newPassword', 'Password confirmation does not match'),
  )
  confirmPassword: string;
}
