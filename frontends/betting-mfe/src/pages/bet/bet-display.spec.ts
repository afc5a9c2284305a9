import { describe, expect, it } from '@jest/globals';
import { aBet, aSettledBet } from '../../testing/bet-factory';
import { ALICE } from '../../testing/render';
import { betOutcome, betSides, potOf, scoreLine } from './bet-display';

describe('bet page display', () => {
  it('shows a running bet in progress, whoever looks', () => {
    expect(betOutcome(aBet())).toMatchObject({ tone: 'warning', text: 'In Progress' });
    expect(betOutcome(aBet({ currentUser: null })).text).toBe('In Progress');
  });

  it('shows a settled bet as the viewer’s win, loss or push', () => {
    const settled = aSettledBet();
    const as = (result: 'won' | 'lost' | 'push') =>
      betOutcome({ ...settled, currentUser: { ...settled.currentUser!, result } });

    expect(as('won')).toMatchObject({ tone: 'success', text: 'Won' });
    expect(as('lost')).toMatchObject({ tone: 'danger', text: 'Lost' });
    expect(as('push')).toMatchObject({ tone: 'info', text: 'Push (Refunded)' });
  });

  it('shows a void bet as refunded, and an admin only that the bet settled', () => {
    const voided = aSettledBet({ status: 'void' });
    expect(betOutcome(voided).text).toBe('Void (Refunded)');
    expect(betOutcome({ ...voided, currentUser: null }).text).toBe('Void (Refunded)');
    expect(betOutcome(aSettledBet({ currentUser: null })).text).toBe('Settled');
  });

  it('names the viewer’s side You and the other by @username, the maker first', () => {
    const bet = aBet();

    expect(betSides(bet, ALICE.id).map(({ role, who }) => [role, who])).toEqual([
      ['maker', 'You'],
      ['taker', '@bob'],
    ]);
    expect(betSides(bet, 'u-bob').map(({ who }) => who)).toEqual(['@alice', 'You']);
    expect(betSides(bet, 'u-admin').map(({ who }) => who)).toEqual(['@alice', '@bob']);
  });

  it('writes the score home first, and nothing before there is one', () => {
    expect(scoreLine({ home: 2, away: 1 })).toBe('2 – 1');
    expect(scoreLine(null)).toBeNull();
  });

  it('gives each side of an exchange bet its side and hold, and the pot as the two holds', () => {
    const bet = aBet({
      betAmount: '20.00',
      exchange: { odds: '3.0', makerSide: 'lay', makerStake: '40.00', takerStake: '20.00', commission: null },
    });

    expect(betSides(bet, ALICE.id).map(({ exchangeSide, stake }) => [exchangeSide, stake])).toEqual([
      ['lay', '40.00'],
      ['back', '20.00'],
    ]);
    expect(potOf(bet)).toBe('60.00');
    expect(potOf(aBet({ betAmount: '25.00' }))).toBe('50.00');
  });
});
