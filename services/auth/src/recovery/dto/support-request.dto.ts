import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Rules, Trim, TrimLowerCase } from '@p2p/service-kit';

export class SupportRequestDto {
  @ApiProperty({ example: 'Jane Doe' })
  @Trim()
  @Rules(
    IsNotEmpty({ message: 'Full name is required' }),
    IsString({ message: 'Full name is required' }),
    MaxLength(100, { message: 'Name cannot exceed 100 characters' }),
  )
  name: string;

  @ApiProperty({ example: 'jane.other@example.com', description: 'Where support answers' })
  @TrimLowerCase()
  @Rules(
    IsNotEmpty({ message: 'Contact email is required' }),
    IsString({ message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Please enter a valid email address' }),
    IsEmail({}, { message: 'Please enter a valid email address' }),
  )
  contactEmail: string;

  @ApiProperty({ example: 'Username jane_doe, registered with jane@old-mail.com, last deposit in March' })
  @Trim()
  @Rules(
    IsNotEmpty({ message: 'Account information is required' }),
    IsString({ message: 'Account information is required' }),
    MaxLength(2000, { message: 'Account information cannot exceed 2000 characters' }),
  )
  accountInfo: string;
}
