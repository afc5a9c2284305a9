import { Modal } from '@p2p/ui';
import { useState } from 'react';
import { ExchangeSlip } from '../bet-slip/ExchangeSlip';
import { commissionLabel, priceOf, type ExchangeSlipState } from '../bet-slip/exchange-slip-rules';
import { formatOdds } from '@p2p/contracts/odds';
import { useExchangeBook } from '../shared/api/betting-queries';
import type { MatchSummary } from '../shared/api/types';
import { isBettable } from '../shared/offers/selections';
import { ListError } from '../shared/ui/ListStates';
import { PriceLadder, type LadderPick } from './PriceLadder';
import './price-ladder.css';

/**
 * A match's exchange, opened from its card: the price ladder of every selection, kept live by the
 * offer pushes, and the bet slip under the selection whose price was picked.
 */
export function ExchangeDialog({ match, onClose }: { match: MatchSummary; onClose: () => void }) {
  const book = useExchangeBook(match.id);
  const [slip, setSlip] = useState<ExchangeSlipState | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const closed = !isBettable(match);

  const pick = ({ selection, side, odds }: LadderPick) => {
    // Another price of the same selection keeps the stake typed; another selection starts afresh.
    setSlip((current) => ({
      selection,
      side,
      odds: odds ?? '',
      stake: current?.selection === selection ? current.stake : '',
    }));
    setFocusRequest((request) => request + 1);
  };

  return (
    <Modal
      open
      title={`Exchange: ${match.homeTeam} vs ${match.awayTeam}`}
      size="lg"
      onClose={onClose}
      // A stake being typed is not lost to a stray click beside the dialog.
      closeOnBackdrop={!slip?.stake}
    >
      <div className="exchange">
        <p className="exchange__intro">
          Back an outcome to happen or lay it not to happen, at prices set between bettors.{' '}
          {book.data ? (
            <span className="exchange__commission">{commissionLabel(book.data.commissionBps)}.</span>
          ) : (
            <span className="skeleton exchange__commission-skeleton" aria-hidden="true" />
          )}
        </p>
        {book.isError && !book.data ? (
          <ListError
            title="Failed to load the prices"
            message={book.error.message}
            onRetry={() => void book.refetch()}
            retrying={book.isFetching}
          />
        ) : (
          <PriceLadder
            teams={match}
            book={book.data}
            picked={slip && { selection: slip.selection, side: slip.side, odds: ladderPrice(slip.odds) }}
            onPick={pick}
            closed={closed}
            below={(selection) =>
              slip?.selection === selection && (
                <ExchangeSlip
                  match={match}
                  slip={slip}
                  onChange={setSlip}
                  onClose={() => setSlip(null)}
                  book={book.data?.selections.find((entry) => entry.selection === selection)}
                  commissionBps={book.data?.commissionBps ?? 0}
                  focusRequest={focusRequest}
                />
              )
            }
          />
        )}
      </div>
    </Modal>
  );
}

/** The slip's price as the ladder writes it ("3" is 3.0), or null when it is none. */
function ladderPrice(typed: string): string | null {
  const hundredths = priceOf(typed);
  return hundredths === null ? null : formatOdds(hundredths);
}
