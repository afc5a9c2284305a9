import { Rules, Trim, TrimLowerCase } from '@p2p/service-kit';
import { IsEmail, IsNotEmpty, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { DATE_OF_BIRTH_MESSAGES, MAXIMUM_AGE } from '@p2p/contracts';
import { IsCalendarDate, IsNotFutureDay, IsWithinYears } from './custom-rules';

/** Digits, spaces, dashes, parentheses, an optional leading +, at least 10 characters (spec 01, 5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,30}$/;
/** At least seven digits, so "((((((((((" is not a phone. */
export const PHONE_DIGITS = /(\D*\d){7}/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export function EmailField() {
  return Rules(
    TrimLowerCase(),
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Please enter a valid email address' }),
    IsEmail({}, { message: 'Please enter a valid email address' }),
  );
}

export function UsernameField() {
  return Rules(
    Trim(),
    IsNotEmpty({ message: 'Username is required' }),
    IsString({ message: 'Username can only contain letters, numbers, and underscores' }),
    Length(3, 30, { message: 'Username must be between 3 and 30 characters' }),
    Matches(USERNAME_PATTERN, { message: 'Username can only contain letters, numbers, and underscores' }),
  );
}

/** A phone number; `message` is the form's own text for a bad one. */
export function PhoneField(message: string) {
  return Rules(
    Trim(),
    IsString({ message }),
    Matches(PHONE_PATTERN, { message }),
    Matches(PHONE_DIGITS, { message }),
  );
}

/** A new password (signup, change, reset): at least 8, at most 128 characters. */
export function NewPasswordField(required: string, tooShort: string) {
  return Rules(
    IsNotEmpty({ message: required }),
    IsString({ message: required }),
    MinLength(8, { message: tooShort }),
    MaxLength(128, { message: 'Password cannot exceed 128 characters' }),
  );
}

/**
 * The signup's date of birth: a real day, YYYY-MM-DD, neither in the future nor more than 120 years
 * ago (UTC). Being old enough is the account service's rule (403), not a malformed form's.
 */
export function DateOfBirthField() {
  return Rules(
    Trim(),
    IsNotEmpty({ message: DATE_OF_BIRTH_MESSAGES.required }),
    IsCalendarDate(DATE_OF_BIRTH_MESSAGES.notADate),
    IsNotFutureDay(DATE_OF_BIRTH_MESSAGES.future),
    IsWithinYears(MAXIMUM_AGE, DATE_OF_BIRTH_MESSAGES.tooOld),
  );
}
