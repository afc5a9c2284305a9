import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import {
  DateOfBirthField,
  EmailField,
  NewPasswordField,
  PhoneField,
  UsernameField,
} from '../../users/dto/field-rules';
import { Rules, Trim } from '@p2p/service-kit';

/** The signup form of spec 01 section 5, plus the username the client derives from the email. */
export class RegisterDto {
  @ApiProperty({ example: 'Jane Doe', minLength: 2, maxLength: 100 })
  @Trim()
  @Rules(
    IsNotEmpty({ message: 'Full name is required' }),
    IsString({ message: 'Please enter your full name' }),
    MinLength(2, { message: 'Please enter your full name' }),
    MaxLength(100, { message: 'Name cannot exceed 100 characters' }),
  )
  name: string;

  @ApiProperty({ example: 'jane_doe', description: '3-30 letters, digits or underscores' })
  @UsernameField()
  username: string;

  @ApiProperty({ example: 'jane@example.com', description: 'Stored lower-cased' })
  @EmailField()
  email: string;

  @ApiProperty({ example: 'CorrectHorse9', minLength: 8 })
  @NewPasswordField('Password is required', 'Password must be at least 8 characters')
  password: string;

  @ApiProperty({
    example: '+1 555 010 0000',
    description: 'At least 10 of digits, spaces, dashes, parentheses',
  })
  @Rules(IsNotEmpty({ message: 'Phone number is required' }), PhoneField('Please enter a valid phone number'))
  phone: string;

  @ApiProperty({
    example: '1990-04-21',
    format: 'date',
    description: 'YYYY-MM-DD (UTC); under 18 on the day of signup is 403',
  })
  @DateOfBirthField()
  dateOfBirth: string;
}
