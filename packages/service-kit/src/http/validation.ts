import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Every message of every field, nested ones included, in declaration order. */
export function flattenValidationErrors(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...flattenValidationErrors(error.children ?? []),
  ]);
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // One message per field: the first rule it breaks, as the specification's forms show them.
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(flattenValidationErrors(errors).join(', ')),
  });
}
