import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty } from 'class-validator';
import { SixDigitCode } from '../../email-verification/dto/verify-pin.dto';
import { PhoneField } from '../../users/dto/field-rules';
import { Rules } from '@p2p/service-kit';

export class RequestPhoneCodeDto {
  @ApiProperty({ example: '+1 555 010 0000' })
  @Rules(IsNotEmpty({ message: 'Phone number is required' }), PhoneField('Please enter a valid phone number'))
  phone: string;
}

export class VerifyPhoneCodeDto extends RequestPhoneCodeDto {
  @ApiProperty({ example: '123456', pattern: '^\\d{6}$' })
  @SixDigitCode()
  code: string;
}
