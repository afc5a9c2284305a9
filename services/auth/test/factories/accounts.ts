import { ADULT_DATE_OF_BIRTH } from '@p2p/testing';
import { randomBytes } from 'node:crypto';

export interface SignupForm {
  name: string;
  username: string;
  email: string;
  password: string;
  phone: string;
  dateOfBirth: string;
}

/** A valid signup form, unique per call; override what a test is about. */
export function signupForm(overrides: Partial<SignupForm> = {}): SignupForm {
  const tag = randomBytes(4).toString('hex');
  return {
    name: 'Jane Doe',
    username: `jane_${tag}`,
    email: `jane.${tag}@example.com`,
    password: 'CorrectHorse9',
    phone: `+1 555 ${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`,
    dateOfBirth: ADULT_DATE_OF_BIRTH,
    ...overrides,
  };
}

/** A client address of its own (IPv6 documentation range), as the gateway would send it. */
export function clientAddressForTest(): string {
  return `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
}
