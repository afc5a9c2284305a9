import { Money } from '@p2p/contracts/money';
import { formatOdds, type ExchangeSide } from '@p2p/contracts/odds';
import { Link } from '@p2p/router';
import { Button, TextField } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useCreateExchangeOffer, useTakeExchangeOffer } from '../shared/api/betting-mutations';
import type { ExchangeSelectionBook, MatchSummary } from '../shared/api/types';
import { offerFailure, PLAYER_PROTECTION_PATH, sentenceGap } from '../shared/offers/offer-errors';
import { closedReason, isBettable, selectionWithTeam } from '../shared/offers/selections';
import { useDebouncedValue } from '../sidebars/use-debounced-value';
import {
  commissionLabel,
  planFor,
  readOdds,
  readStake,
  slipFigures,
  tickTyped,
  type ExchangeSlipState,
  type SlipPlan,
} from './exchange-slip-rules';
import { OddsField } from './OddsField';
import './exchange-slip.css';

/** How long the figures rest before a screen reader hears them: not on every keystroke. */
const SPOKEN_AFTER_MS = 700;

type Outcome = { tone: 'success'; text: string } | { tone: 'danger'; text: string; link?: ReactNode };

export interface ExchangeSlipProps {
  match: Pick<MatchSummary, 'id' | 'homeTeam' | 'awayTeam' | 'startTime' | 'status'>;
  slip: ExchangeSlipState;
  onChange: (slip: ExchangeSlipState) => void;
  onClose: () => void;
  /** The selection's side of the live book; undefined while it loads. */
  book: ExchangeSelectionBook | undefined;
  commissionBps: number;
  /** Changes when a price was just picked: the slip takes focus, at the stake, or the odds when none are set. */
  focusRequest: number;
}

/**
 * The exchange's bet slip: back or lay one selection at a price on the ladder for a backer's stake. As
 * the bettor types it shows what they hold (the stake, or a layer's liability), the profit if their
 * side wins and the commission on it; it says before submitting whether it takes the oldest offer at
 * that price or posts a new one.
 */
export function ExchangeSlip({
  match,
  slip,
  onChange,
  onClose,
  book,
  commissionBps,
  focusRequest,
}: ExchangeSlipProps) {
  const id = useId();
  const { isAuthenticated } = useSession();
  const take = useTakeExchangeOffer();
  const create = useCreateExchangeOffer();
  const oddsInput = useRef<HTMLInputElement>(null);
  const stakeInput = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const odds = readOdds(slip.odds);
  const hundredths = 'hundredths' in odds ? odds.hundredths : null;
  const plan: SlipPlan =
    hundredths === null ? { kind: 'post', onlyOwn: false } : planFor(book, slip.side, hundredths);
  const stake = readStake(slip.stake, plan, hundredths);
  const stakeCents = 'cents' in stake ? stake.cents : null;
  const figures =
    hundredths !== null && stakeCents !== null
      ? slipFigures(slip.side, stakeCents, hundredths, commissionBps)
      : null;
  const oddsError = 'error' in odds && (submitted || slip.odds.trim() !== '') ? odds.error : undefined;
  const stakeError = 'error' in stake && (submitted || slip.stake.trim() !== '') ? stake.error : undefined;
  const pending = take.isPending || create.isPending;
  const open = isBettable(match);
  const selectionName = selectionWithTeam(slip.selection, match);
  const price = hundredths === null ? null : formatOdds(hundredths);
  const amount = stakeCents === null ? '' : `${Money.display(stakeCents)} `;
  const figureText = figures
    ? `${slip.side === 'back' ? 'Stake' : 'Liability'} ${Money.display(figures.riskCents)}, profit ${Money.display(figures.profitCents)}, commission ${Money.display(figures.commissionCents)}`
    : '';
  const spokenFigures = useDebouncedValue(figureText, SPOKEN_AFTER_MS);

  const takeFocus = useEffectEvent(() => {
    const field = slip.odds.trim() === '' ? oddsInput.current : stakeInput.current;
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'nearest' });
  });
  useEffect(() => takeFocus(), [focusRequest]);

  const change = (next: Partial<ExchangeSlipState>) => {
    setOutcome(null);
    onChange({ ...slip, ...next });
  };

  const tick = (ticks: number) => change({ odds: tickTyped(slip.odds, ticks) });

  const fail = (error: unknown) => {
    const failure = offerFailure(plan.kind === 'take' ? 'match' : 'create', error);
    if (failure.kind === 'ignore') return;
    const text = error instanceof Error && error.message ? error.message : 'Unknown error';
    if (failure.kind === 'insufficient-balance')
      setOutcome({ tone: 'danger', text, link: <Link to="/deposit">Add funds</Link> });
    else if (failure.kind === 'alert' && failure.protection)
      setOutcome({ tone: 'danger', text, link: <Link to={PLAYER_PROTECTION_PATH}>Review your limits</Link> });
    else setOutcome({ tone: 'danger', text });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setOutcome(null);
    if (!isAuthenticated) return;
    if (hundredths === null) return oddsInput.current?.focus();
    if (stakeCents === null) return stakeInput.current?.focus();
    const done = (text: string) => {
      setSubmitted(false);
      setOutcome({ tone: 'success', text });
      onChange({ ...slip, stake: '' });
    };
    if (plan.kind === 'take') {
      take.mutate(
        { offerId: plan.offerId, amount: Money.format(stakeCents) },
        {
          onSuccess: ({ message }) =>
            done(message ?? `Matched ${Money.display(stakeCents)} at ${formatOdds(hundredths)}`),
          onError: fail,
        },
      );
    } else {
      create.mutate(
        {
          matchId: match.id,
          selection: slip.selection,
          side: slip.side,
          odds: formatOdds(hundredths),
          stake: Money.format(stakeCents),
        },
        {
          onSuccess: () =>
            done(
              `Bet offer created successfully! It waits at ${formatOdds(hundredths)} until ${slip.side === 'back' ? 'layers' : 'backers'} take it.`,
            ),
          onError: fail,
        },
      );
    }
  };

  return (
    <form
      className={`exchange-slip exchange-slip--${slip.side}`}
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
      data-testid="exchange-slip"
    >
      <header className="exchange-slip__head">
        <h4 id={`${id}-title`} className="exchange-slip__title">
          {slip.side === 'back' ? 'Back' : 'Lay'} {selectionName}
        </h4>
        <button
          type="button"
          className="exchange-slip__close"
          aria-label="Close the bet slip"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="exchange-slip__sides" role="group" aria-label="Back or lay">
        {(['back', 'lay'] as const).map((side) => (
          <button
            key={side}
            type="button"
            className={`exchange-slip__side exchange-slip__side--${side}`}
            aria-pressed={slip.side === side}
            onClick={() => change({ side })}
          >
            {side === 'back' ? 'Back' : 'Lay'}
          </button>
        ))}
      </div>
      <p className="exchange-slip__meaning">{sideMeaning(slip.side, selectionName)}</p>
      <div className="exchange-slip__fields">
        <OddsField
          id={`${id}-odds`}
          inputRef={oddsInput}
          value={slip.odds}
          error={oddsError}
          onChange={(value) => change({ odds: value })}
          onTick={tick}
        />
        <TextField
          ref={stakeInput}
          id={`${id}-stake`}
          label={slip.side === 'back' ? 'Stake ($)' : "Backer's stake ($)"}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={slip.stake}
          error={stakeError}
          hint={slip.side === 'back' ? 'What you stake' : 'What you accept from backers'}
          onChange={(event) => change({ stake: event.target.value })}
        />
      </div>
      <dl className="exchange-slip__figures">
        <div>
          <dt>{slip.side === 'back' ? 'Your stake' : 'Your liability'}</dt>
          <dd>{figures ? Money.display(figures.riskCents) : '–'}</dd>
        </div>
        <div>
          <dt>Profit if you win</dt>
          <dd className="exchange-slip__profit">{figures ? Money.display(figures.profitCents) : '–'}</dd>
        </div>
        <div>
          <dt>{commissionLabel(commissionBps)}</dt>
          <dd>{figures ? Money.display(figures.commissionCents) : '–'}</dd>
        </div>
      </dl>
      <p className="ui-visually-hidden" aria-live="polite">
        {spokenFigures}
      </p>
      <p className="exchange-slip__plan" data-plan={plan.kind}>
        {!open ? (
          closedReason(match)
        ) : isAuthenticated ? (
          planText(plan, slip.side, price)
        ) : (
          <>
            <Link to="/login">Login</Link> to bet on the exchange
          </>
        )}
      </p>
      <Button type="submit" block loading={pending} disabled={!open || !isAuthenticated}>
        {plan.kind === 'take'
          ? `Take ${amount}at ${price}`
          : `Post offer to ${slip.side} ${amount}${price ? `at ${price}` : ''}`.trim()}
      </Button>
      <div className="exchange-slip__outcome" aria-live="polite">
        {outcome?.tone === 'success' && <p className="exchange-slip__success">{outcome.text}</p>}
        {outcome?.tone === 'danger' && (
          <p className="exchange-slip__error" role="alert">
            {outcome.text}
            {outcome.link && (
              <>
                {sentenceGap(outcome.text)}
                {outcome.link}
              </>
            )}
          </p>
        )}
      </div>
    </form>
  );
}

function sideMeaning(side: ExchangeSide, selectionName: string): string {
  return side === 'back'
    ? `You win if ${selectionName} happens.`
    : `You win if ${selectionName} does not happen.`;
}

function planText(plan: SlipPlan, side: ExchangeSide, price: string | null): string {
  if (plan.kind === 'take' && plan.level.offers.length === 1)
    return `Matches now: takes up to ${Money.display(plan.maxCents)} of the offer at ${price}.`;
  if (plan.kind === 'take')
    return `Matches now: takes up to ${Money.display(plan.maxCents)} from the oldest offer at ${price} (${Money.display(plan.level.available)} there in all).`;
  const takers = side === 'back' ? 'layers' : 'backers';
  const own = plan.onlyOwn ? `The offers at ${price} are your own, so this p` : 'P';
  return `${own}osts a new offer to ${side} at ${price ?? 'your price'}, which ${takers} take in parts; you can cancel what is unmatched.`;
}
