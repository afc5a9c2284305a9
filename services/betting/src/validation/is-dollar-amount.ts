import { Money } from '@p2p/contracts';
import { registerDecorator, ValidationOptions } from 'class-validator';

/** A dollar amount as a JSON number or a decimal string with at most two places ("10", 10.5, "10.50"). */
export function IsDollarAmount(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isDollarAmount',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => Money.isValid(value) },
    });
}
