import { ValidateBy, ValidationOptions } from 'class-validator';

/** YYYY-MM-DD naming a day that exists (2024-02-29 yes, 2023-02-29 and 2024-13-45 no). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, options);
}
