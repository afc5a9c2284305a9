import { describe, expect, it } from '@jest/globals';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak', 'red'],
    ['abc', 1, 'Very Weak', 'red'],
    ['abcdefgh', 2, 'Weak', 'red'],
    ['abcdefgH', 3, 'Fair', 'yellow'],
    ['abcdefH1', 4, 'Good', 'green'],
    ['abcdefH1!', 5, 'Strong', 'green'],
  ])('scores %j as %i (%s, %s)', (password, score, label, color) => {
    expect(passwordStrength(password)).toEqual({ score, label, color });
  });

  it('counts a length of 12 or more as a second point', () => {
    expect(passwordStrength('abcdefghijkl').score).toBe(3);
  });

  it('caps the score at 5 when all six checks pass', () => {
    expect(passwordStrength('Abcdefghijk1!').score).toBe(5);
  });
});
