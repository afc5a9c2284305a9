import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { BANKS } from '../banks';

export class ResolveAccountDto {
  @ApiProperty({ enum: BANKS.map((bank) => bank.code), example: '058' })
  @IsIn(BANKS.map((bank) => bank.code), { message: 'Please select a valid bank' })
  bankCode: string;

  @ApiProperty({ example: '0123456789' })
  @IsString({ message: 'Account number must be 10 digits' })
  @Matches(/^\d{10}$/, { message: 'Account number must be 10 digits' })
  accountNumber: string;
}
