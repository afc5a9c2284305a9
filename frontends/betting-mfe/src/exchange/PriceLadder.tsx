import { Money } from '@p2p/contracts/money';
import type { ExchangeSide } from '@p2p/contracts/odds';
import { useId, type ReactNode } from 'react';
import type { ExchangeBook, ExchangePriceLevel, Selection } from '../shared/api/types';
import { selectionWithTeam } from '../shared/offers/selections';
import { EXCHANGE_MARKETS, LADDER_DEPTH, levelsOf, sideName } from './ladder';
import '../football/football.css';
import './price-ladder.css';

/** The price a bettor picked, or a side they want to make an offer on at a price of their own. */
export interface LadderPick {
  selection: Selection;
  side: ExchangeSide;
  /** The level's price; null for a price of one's own. */
  odds: string | null;
}

export interface PriceLadderProps {
  teams: { homeTeam: string; awayTeam: string };
  /** The live book; undefined while it loads (the cells keep their place). */
  book: ExchangeBook | undefined;
  /** The price the bet slip holds, shown pressed. */
  picked: LadderPick | null;
  onPick: (pick: LadderPick) => void;
  /** Betting has closed on the match: the prices are shown, not offered. */
  closed: boolean;
  /** What goes under a selection's prices: the bet slip, for the selection it holds. */
  below?: (selection: Selection) => ReactNode;
}

/**
 * A match's exchange: per selection the best three prices to back and to lay, best first, with the
 * backers' stakes available at each. A price opens the bet slip at it; an empty side offers to make
 * the first offer at a price of one's own.
 */
export function PriceLadder({ teams, book, picked, onPick, closed, below }: PriceLadderProps) {
  return (
    <div className="price-ladder" aria-busy={book === undefined || undefined}>
      {EXCHANGE_MARKETS.map((market) => (
        <section key={market.name} className="price-ladder__market" aria-label={market.name}>
          <h3 className="price-ladder__market-name">{market.name}</h3>
          <ul className="price-ladder__selections">
            {market.selections.map((selection) => (
              <li key={selection} className="price-ladder__selection">
                <SelectionPrices
                  name={selectionWithTeam(selection, teams)}
                  selection={selection}
                  book={book}
                  picked={picked?.selection === selection ? picked : null}
                  onPick={onPick}
                  closed={closed}
                />
                {below?.(selection)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function SelectionPrices({
  name,
  selection,
  book,
  picked,
  onPick,
  closed,
}: {
  name: string;
  selection: Selection;
  book: ExchangeBook | undefined;
  picked: LadderPick | null;
  onPick: (pick: LadderPick) => void;
  closed: boolean;
}) {
  const id = useId();
  const levels = book ? levelsOf(book, selection) : undefined;
  return (
    <div className="ladder-row" role="group" aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`} className="ladder-row__name">
        {name}
      </h4>
      {(['back', 'lay'] as const).map((side) => (
        <LadderSide
          key={side}
          name={name}
          side={side}
          levels={levels?.[side]}
          pickedOdds={picked?.side === side ? picked.odds : undefined}
          onPick={(odds) => onPick({ selection, side, odds })}
          closed={closed}
        />
      ))}
    </div>
  );
}

function LadderSide({
  name,
  side,
  levels,
  pickedOdds,
  onPick,
  closed,
}: {
  name: string;
  side: ExchangeSide;
  levels: readonly ExchangePriceLevel[] | undefined;
  /** The price the slip holds on this side (null: one not on the book); undefined when not on this side. */
  pickedOdds: string | null | undefined;
  onPick: (odds: string | null) => void;
  closed: boolean;
}) {
  const label = sideName(side);
  return (
    <div className={`ladder-side ladder-side--${side}`}>
      <span className="ladder-side__label" aria-hidden="true">
        {label}
      </span>
      {levels === undefined ? (
        <div className="ladder-side__cells" aria-hidden="true">
          {Array.from({ length: LADDER_DEPTH }, (_, index) => (
            <span key={index} className="ladder-price ladder-price--loading skeleton" />
          ))}
        </div>
      ) : levels.length === 0 ? (
        <div className="ladder-side__empty">
          <span className="ladder-side__empty-text">No prices to {side} yet</span>
          <button
            type="button"
            className="ladder-side__empty-action"
            aria-label={`${label} at your price: ${name}`}
            aria-pressed={pickedOdds !== undefined}
            disabled={closed}
            onClick={() => onPick(null)}
          >
            {label} at your price
          </button>
        </div>
      ) : (
        <ul className="ladder-side__cells" aria-label={`Prices to ${side} ${name}, best first`}>
          {levels.map((level, index) => (
            <li key={level.odds}>
              <button
                type="button"
                className={['ladder-price', `ladder-price--${side}`, index === 0 && 'ladder-price--best']
                  .filter(Boolean)
                  .join(' ')}
                // The visible price and money first (WCAG 2.5.3), in one name: the two lines are flex
                // items, which a name from content would join with stray spaces.
                aria-label={`${level.odds}, ${Money.display(level.available)} available to ${side}`}
                aria-pressed={pickedOdds === level.odds}
                disabled={closed}
                onClick={() => onPick(level.odds)}
              >
                <span className="ladder-price__odds">{level.odds}</span>
                <span className="ladder-price__available">{Money.display(level.available)}</span>
              </button>
            </li>
          ))}
          {Array.from({ length: LADDER_DEPTH - levels.length }, (_, index) => (
            <li key={`gap-${index}`} className="ladder-price ladder-price--gap" aria-hidden="true" />
          ))}
        </ul>
      )}
    </div>
  );
}
