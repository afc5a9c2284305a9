import { describe, expect, it } from '@jest/globals';
import { normalizeAnswer } from './security-questions.service';

describe(normalizeAnswer.name, () => {
  it.each([
    ['Rex', 'rex'],
    ['  REX ', 'rex'],
    ['New   York', 'new york'],
    ['new\tyork', 'new york'],
  ])('reads %p as %p', (answer, normalized) => {
    expect(normalizeAnswer(answer)).toBe(normalized);
  });
});
