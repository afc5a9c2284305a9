import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { EmailField } from '../../users/dto/field-rules';
import { Rules } from '@p2p/service-kit';

const ALL_DIGITS = 'Please enter all 6 digits';

/** Digits only, as the verification screen sends them; a number is read as its digits. */
export const SixDigitCode = () =>
  Rules(
    Transform(({ value }) =>
      typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
    ),
    IsNotEmpty({ message: ALL_DIGITS }),
    IsString({ message: ALL_DIGITS }),
    Matches(/^\d{6}$/, { message: ALL_DIGITS }),
  );

export class VerifyPinDto {
  @ApiProperty({ example: '123456', pattern: '^\\d{6}$' })
  @SixDigitCode()
  pin: string;

  @ApiProperty({ example: 'jane@example.com' })
  @EmailField()
  email: string;
}
