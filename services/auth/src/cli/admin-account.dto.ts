import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EmailField, NewPasswordField, UsernameField } from '../users/dto/field-rules';
import { Rules, Trim } from '@p2p/service-kit';

/** An operator-created admin: the signup rules, without the phone. */
export class AdminAccountDto {
  @Trim()
  @Rules(
    IsNotEmpty({ message: 'Full name is required' }),
    IsString({ message: 'Please enter your full name' }),
    MinLength(2, { message: 'Please enter your full name' }),
    MaxLength(100, { message: 'Name cannot exceed 100 characters' }),
  )
  name: string;

  @UsernameField()
  username: string;

  @EmailField()
  email: string;

  @NewPasswordField('Password is required', 'Password must be at least 8 characters')
  password: string;
}
