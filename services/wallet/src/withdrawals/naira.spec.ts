import { describe, expect, it } from '@jest/globals';
import { groupedNaira } from './naira';

describe('groupedNaira', () => {
  it('groups thousands', () => {
    expect(groupedNaira(100n)).toBe('100');
    expect(groupedNaira(5_000_000n)).toBe('5,000,000');
  });
});
