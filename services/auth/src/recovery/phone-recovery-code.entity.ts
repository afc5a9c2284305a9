import { Column, Entity } from 'typeorm';
import { OneTimeCode } from '../email-verification/one-time-code.entity';

/** The live SMS recovery code of a user, hashed, found by the phone it was sent to. */
@Entity({ name: 'phone_recovery_codes' })
export class PhoneRecoveryCode extends OneTimeCode {
  @Column({ name: 'phone_digits', type: 'text' })
  phoneDigits: string;
}
