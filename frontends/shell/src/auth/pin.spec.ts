import { describe, expect, it } from '@jest/globals';
import { digitsOnly, emptyPin, enterDigits } from './pin';

describe('the verification code boxes', () => {
  it('strip non-digits and keep at most 6', () => {
    expect(digitsOnly(' 12a3-45 6789')).toBe('123456');
  });

  it('fill the following boxes from a paste and focus the one after the last digit', () => {
    expect(enterDigits(emptyPin(), 0, '12 34')).toEqual({ boxes: ['1', '2', '3', '4', '', ''], focus: 4 });
    expect(enterDigits(emptyPin(), 4, '987')).toEqual({ boxes: ['', '', '', '', '9', '8'], focus: 5 });
  });

  it('clear a box when its digit is deleted, and ignore a letter', () => {
    expect(enterDigits(['1', '2', '', '', '', ''], 1, '')).toEqual({
      boxes: ['1', '', '', '', '', ''],
      focus: 1,
    });
    expect(enterDigits(['1', '', '', '', '', ''], 1, 'x').boxes).toEqual(['1', '', '', '', '', '']);
  });
});
