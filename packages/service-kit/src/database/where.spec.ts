import { describe, expect, it } from '@jest/globals';
import { containsPattern } from './where';

describe(containsPattern.name, () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('ann')).toBe('%ann%');
  });

  it('escapes the wildcards and the escape character, so they match themselves', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
