import { applyDecorators } from '@nestjs/common';

/**
 * A field's rules in the order they are checked. Stacked decorators apply bottom-up, so with the
 * validation pipe's stopAtFirstError the message would come from the last rule written.
 */
export function Rules(...rules: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...rules);
}
