import { ApiProperty } from '@nestjs/swagger';
import { SixDigitCode } from '../../email-verification/dto/verify-pin.dto';

export class ConfirmPhoneDto {
  @ApiProperty({ example: '123456', pattern: '^\\d{6}$' })
  @SixDigitCode()
  code: string;
}
