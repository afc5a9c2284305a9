import { describe, expect, it } from '@jest/globals';
import { bettingClosesAt, earliestBettableKickoff, isOpenForBetting } from './betting-window';

describe('betting window', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('closes 5 minutes before kick-off', () => {
    expect(bettingClosesAt({ kickoffAt: at('2026-05-01T15:00:00Z'), status: 'Scheduled' }, 5)).toEqual(
      at('2026-05-01T14:55:00Z'),
    );
  });

  it.each([
    ['2026-05-01T12:05:01Z', true],
    ['2026-05-01T12:05:00Z', false],
    ['2026-05-01T11:00:00Z', false],
  ])('with kick-off at %s is open: %s', (kickoff, open) => {
    expect(isOpenForBetting({ kickoffAt: at(kickoff), status: 'Scheduled' }, now, 5)).toBe(open);
  });

  it.each(['Finished', 'Cancelled', 'Postponed', 'Abandoned'] as const)(
    'is never open on a %s match',
    (status) => {
      expect(isOpenForBetting({ kickoffAt: at('2026-06-01T12:00:00Z'), status }, now, 5)).toBe(false);
    },
  );

  it('answers the earliest kick-off still open', () => {
    expect(earliestBettableKickoff(now, 5)).toEqual(at('2026-05-01T12:05:00Z'));
  });
});
