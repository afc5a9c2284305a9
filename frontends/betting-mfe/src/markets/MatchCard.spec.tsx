/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import type { MatchOffers } from '../shared/api/types';
import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { aMatch } from '../testing/match-factory';
import { jsonResponse, renderWithProviders, signIn } from '../testing/render';
import { MatchCard } from './MatchCard';

const noEvenMoney = (extra: Partial<MatchOffers> = {}): MatchOffers => ({
  matchId: 'm-1',
  data: [],
  count: 0,
  ...extra,
});

function renderCard(offers: MatchOffers, match = aMatch()) {
  return renderWithProviders(
    <BettingActionsProvider>
      <MatchCard match={match} offers={offers} />
    </BettingActionsProvider>,
  );
}

describe(MatchCard.name, () => {
  beforeEach(() => {
    signIn();
    globalThis.fetch = jest.fn<typeof fetch>(async () => jsonResponse(404, { success: false }));
  });
  afterEach(cleanup);

  it('asks for the first offer when the match has none at all', () => {
    renderCard(noEvenMoney());

    expect(screen.getByText('No open offers yet: be the first.')).toBeTruthy();
  });

  it('says the exchange has offers when the match has no even-money ones', () => {
    renderCard(noEvenMoney({ exchangeOffers: 3 }));

    expect(screen.getByText('No even-money offers yet: 3 offers at a price on the exchange.')).toBeTruthy();
    cleanup();

    renderCard(noEvenMoney({ exchangeOffers: 1 }));
    expect(screen.getByText('No even-money offers yet: 1 offer at a price on the exchange.')).toBeTruthy();
  });

  it('says only that there are none once the match takes no bets', () => {
    renderCard(noEvenMoney({ exchangeOffers: 3 }), aMatch({ status: 'Finished' }));

    expect(screen.getByText('No open offers on this match.')).toBeTruthy();
  });
});
