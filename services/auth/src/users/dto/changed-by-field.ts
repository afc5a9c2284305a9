import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Rules, Trim } from './field-rules';

/** Who asks for an admin command: the admin's user id, recorded in the command's events. */
export function ChangedByField() {
  return applyDecorators(
    Trim(),
    Rules(
      IsNotEmpty({ message: 'changedBy is required' }),
      IsString({ message: 'changedBy must be text' }),
      MaxLength(100, { message: 'changedBy cannot exceed 100 characters' }),
    ),
  );
}
