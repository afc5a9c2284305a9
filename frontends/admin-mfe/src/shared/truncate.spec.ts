import { describe, expect, it } from '@jest/globals';
import { truncateNotes } from './truncate';

describe(truncateNotes.name, () => {
  it('keeps notes of up to 50 characters whole', () => {
    const fifty = 'x'.repeat(50);

    expect(truncateNotes(fifty)).toBe(fifty);
    expect(truncateNotes('Paid from my savings account')).toBe('Paid from my savings account');
  });

  it('cuts longer notes to their first 50 characters and an ellipsis', () => {
    const notes = `${'a'.repeat(50)}bcdef`;

    expect(truncateNotes(notes)).toBe(`${'a'.repeat(50)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const notes = `${'a'.repeat(49)}💸 and more`;

    expect(truncateNotes(notes)).toBe(`${'a'.repeat(49)}💸…`);
  });
});
