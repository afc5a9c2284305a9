import { describe, expect, it } from '@jest/globals';
import { acceptableRequestId } from './request-id';

describe(acceptableRequestId.name, () => {
  it('keeps a caller id of letters, digits and separators', () => {
    expect(acceptableRequestId('3f2a-9c.trace:1_x')).toBe('3f2a-9c.trace:1_x');
  });

  it.each([['a'.repeat(129)], ['line\nbreak'], ['with space'], [''], [undefined], [['a', 'b']]])(
    'refuses %p',
    (given) => {
      expect(acceptableRequestId(given)).toBeUndefined();
    },
  );
});
