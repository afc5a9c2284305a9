import { Column, Entity } from 'typeorm';
import { OneTimeCode } from '../email-verification/one-time-code.entity';

/** The live code proving a user holds the phone on file, hashed; it is for that phone alone. */
@Entity({ name: 'phone_confirmation_codes' })
export class PhoneConfirmationCode extends OneTimeCode {
  @Column({ name: 'phone_digits', type: 'text' })
  phoneDigits: string;
}
