import { ValidateBy, ValidationArguments } from 'class-validator';
import { isCalendarDate, yearsAfter } from '../date-of-birth';

/** Any value fails: for read-only fields a client must not send (the email in PUT /profile). */
export function Forbidden(message: string) {
  return ValidateBy({
    name: 'forbidden',
    validator: { validate: () => false, defaultMessage: () => message },
  });
}

/** Equal to another property of the same object (a password confirmation). */
export function SameAs(property: string, message: string) {
  return ValidateBy({
    name: 'sameAs',
    constraints: [property],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        value === (args?.object as Record<string, unknown>)[property],
      defaultMessage: () => message,
    },
  });
}

/** A real calendar day written YYYY-MM-DD. */
export function IsCalendarDate(message: string) {
  return ValidateBy({
    name: 'isCalendarDate',
    validator: { validate: (value: unknown) => isCalendarDate(value), defaultMessage: () => message },
  });
}

/** A day no later than today (UTC). */
export function IsNotFutureDay(message: string) {
  return ValidateBy({
    name: 'isNotFutureDay',
    validator: {
      validate: (value: unknown) => isCalendarDate(value) && value <= utcToday(),
      defaultMessage: () => message,
    },
  });
}

/** A day no earlier than the same day `years` ago (UTC). */
export function IsWithinYears(years: number, message: string) {
  return ValidateBy({
    name: 'isWithinYears',
    constraints: [years],
    validator: {
      validate: (value: unknown) => isCalendarDate(value) && value >= yearsAfter(utcToday(), -years),
      defaultMessage: () => message,
    },
  });
}

const utcToday = () => new Date().toISOString().slice(0, 10);
