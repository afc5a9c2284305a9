import { Money } from '@p2p/contracts';
import { ValidateBy, ValidationOptions } from 'class-validator';

/** Dollars (or naira) as a decimal string or a JSON number, at most two decimals, above zero. */
export function isPositiveAmount(value: unknown): value is string | number {
  return (
    (typeof value === 'string' || typeof value === 'number') &&
    Money.isValid(value) &&
    Money.toCents(value) > 0n
  );
}

export function IsPositiveAmount(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPositiveAmount',
      validator: { validate: isPositiveAmount, defaultMessage: () => 'Please enter a valid amount' },
    },
    options,
  );
}
