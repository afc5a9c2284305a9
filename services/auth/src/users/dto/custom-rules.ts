import { ValidateBy, ValidationArguments } from 'class-validator';

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

/** A real calendar day as YYYY-MM-DD, between 1900-01-01 and today. */
export function IsPastCalendarDate(message: string) {
  return ValidateBy({
    name: 'isPastCalendarDate',
    validator: { validate: (value: unknown) => isPastCalendarDate(value), defaultMessage: () => message },
  });
}

export function isPastCalendarDate(value: unknown, today = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && value <= today.toISOString().slice(0, 10);
}
