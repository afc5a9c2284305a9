import { Entity } from 'typeorm';
import { OneTimeCode } from './one-time-code.entity';

/** The one live verification PIN of a user, hashed; a resend replaces it. */
@Entity({ name: 'email_verification_codes' })
export class EmailVerificationCode extends OneTimeCode {}
