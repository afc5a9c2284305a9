import { Rules, Trim } from '@p2p/service-kit';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * An admin's reason for an action (the audit log keeps it, a suspended user is shown it): trimmed,
 * 1 to 500 characters. The rules are listed in the order they are checked: with the kit's
 * stopAtFirstError the field reports the first one it breaks.
 */
export function ReasonField(requiredMessage: string): PropertyDecorator {
  return Rules(
    Trim(),
    IsDefined({ message: requiredMessage }),
    IsString({ message: 'Reason must be text' }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(500, { message: 'Reason cannot exceed 500 characters' }),
  );
}
