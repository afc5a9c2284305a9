import { Link } from '@p2p/router';
import { Money as Amount } from '@p2p/contracts/money';
import { Button, Modal, Money, Spinner, useToast } from '@p2p/ui';
import { useGuardedActions } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { invalidateBettingLists, useCancelOffer, useMatchOffer } from '../api/betting-mutations';
import type { BetOffer, Selection } from '../api/types';
import { useBettingLiveUpdates } from '../live/useBettingLiveUpdates';
import { winnings } from '../ui/format';
import {
  BettingActionsContext,
  type BettingActions,
  type CancellableOffer,
  type CreateOfferOptions,
  type MatchOfferOptions,
} from './actions-context';
import { unmatchedCents, unmatchedHoldCents, type ExchangeFill } from './exchange-terms';
import { offerFailure, PLAYER_PROTECTION_PATH, sentenceGap, type OfferAction } from './offer-errors';
import { selectionWithTeam } from './selections';

// Its form (react-hook-form, zod) loads when a bettor opens it, not with every betting screen.
const CreateOfferModal = lazy(() =>
  import('./CreateOfferModal').then((module) => ({ default: module.CreateOfferModal })),
);

interface Alert {
  title: string;
  message: string;
  protection?: boolean;
}

/**
 * The offer actions of every betting screen, with their dialogs (confirmations, the catalogue's
 * alerts, Create Bet Offer) and the live updates of the lists. Wrap a screen in it once.
 */
export function BettingActionsProvider({ children }: { children: ReactNode }) {
  useBettingLiveUpdates();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { requireAuth, showInsufficientBalance } = useGuardedActions();
  const matchMutation = useMatchOffer();
  const cancelMutation = useCancelOffer();
  const [toMatch, setToMatch] = useState<{
    offer: BetOffer;
    counter: Selection;
    options: MatchOfferOptions;
  } | null>(null);
  const [toCancel, setToCancel] = useState<CancellableOffer | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [create, setCreate] = useState<CreateOfferOptions | null>(null);
  const [busyOfferId, setBusyOfferId] = useState<string | null>(null);

  const reportFailure = useCallback(
    (action: OfferAction, error: unknown) => {
      const failure = offerFailure(action, error);
      if (failure.kind === 'ignore') return;
      if (failure.kind === 'insufficient-balance') {
        showInsufficientBalance({
          message: "You don't have enough available balance for this bet.",
          actionText: 'Add funds to your account to place it.',
        });
        return;
      }
      if (failure.reload) void invalidateBettingLists(queryClient);
      if (failure.kind === 'alert')
        setAlert({ title: failure.title, message: failure.message, protection: failure.protection });
      else toast.error(failure.message);
    },
    [queryClient, showInsufficientBalance, toast],
  );

  const guarded = useCallback(
    (action: () => void) => {
      requireAuth(action).catch(() => undefined);
    },
    [requireAuth],
  );

  const actions = useMemo<BettingActions>(
    () => ({
      matchOffer: (offer, counter, options = {}) => guarded(() => setToMatch({ offer, counter, options })),
      cancelOffer: (offer) => guarded(() => setToCancel(offer)),
      openCreateOffer: (options = {}) => guarded(() => setCreate(options)),
      reportFailure,
      busyOfferId,
    }),
    [guarded, reportFailure, busyOfferId],
  );

  const confirmMatch = () => {
    if (!toMatch) return;
    const { offer, counter, options } = toMatch;
    setToMatch(null);
    setBusyOfferId(offer.id);
    matchMutation.mutate(
      { offerId: offer.id, counterSelection: counter, linkToken: options.linkToken },
      {
        onSuccess: (bet) => {
          toast.success('Bet matched successfully! Good luck!');
          options.onMatched?.(bet);
        },
        onError: (error) => reportFailure('match', error),
        onSettled: () => setBusyOfferId(null),
      },
    );
  };

  const confirmCancel = () => {
    if (!toCancel) return;
    const offer = toCancel;
    setToCancel(null);
    setBusyOfferId(offer.id);
    cancelMutation.mutate(offer.id, {
      onSuccess: () =>
        toast.success(
          offer.exchange && Amount.roundToCents(offer.exchange.matched) > 0n
            ? 'Unmatched stake cancelled: the matched parts stay bets.'
            : 'Bet offer cancelled successfully!',
        ),
      onError: (error) => reportFailure('cancel', error),
      onSettled: () => setBusyOfferId(null),
    });
  };

  return (
    <BettingActionsContext.Provider value={actions}>
      {children}
      <Modal
        open={toMatch !== null}
        title="Confirm Bet"
        size="sm"
        onClose={() => setToMatch(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setToMatch(null)}>
              Cancel
            </Button>
            <Button onClick={confirmMatch} data-autofocus>
              Confirm Bet
            </Button>
          </>
        }
      >
        {toMatch && <MatchSummaryText offer={toMatch.offer} counter={toMatch.counter} />}
      </Modal>
      <Modal
        open={toCancel !== null}
        title={toCancel?.exchange ? 'Cancel Unmatched Stake' : 'Cancel Bet Offer'}
        size="sm"
        tone="warning"
        onClose={() => setToCancel(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setToCancel(null)}>
              Keep Offer
            </Button>
            <Button variant="danger" onClick={confirmCancel} data-autofocus>
              {toCancel?.exchange ? 'Cancel Unmatched' : 'Cancel Offer'}
            </Button>
          </>
        }
      >
        {toCancel?.exchange ? (
          <CancelUnmatchedText offer={toCancel} fill={toCancel.exchange} />
        ) : (
          toCancel && (
            <p>
              Cancel your <Money value={toCancel.betAmount} /> offer on {toCancel.match.homeTeam} vs{' '}
              {toCancel.match.awayTeam}? The stake goes back to your available balance.
            </p>
          )
        )}
      </Modal>
      <Modal
        open={alert !== null}
        title={alert?.title}
        size="sm"
        tone="warning"
        onClose={() => setAlert(null)}
        footer={
          <Button onClick={() => setAlert(null)} data-autofocus>
            OK
          </Button>
        }
      >
        <p>
          {alert?.message}
          {alert?.protection && (
            <>
              {sentenceGap(alert.message)}
              <Link to={PLAYER_PROTECTION_PATH} onClick={() => setAlert(null)}>
                Review your limits
              </Link>
            </>
          )}
        </p>
      </Modal>
      {create && (
        <Suspense
          fallback={
            <Modal open title="Create Bet Offer" onClose={() => setCreate(null)}>
              <Spinner label="Loading…" />
            </Modal>
          }
        >
          <CreateOfferModal {...create} onClose={() => setCreate(null)} />
        </Suspense>
      )}
    </BettingActionsContext.Provider>
  );
}

function CancelUnmatchedText({ offer, fill }: { offer: CancellableOffer; fill: ExchangeFill }) {
  const matched = Amount.roundToCents(fill.matched);
  const what = offer.selection ? `${selectionWithTeam(offer.selection, offer.match)} ` : '';
  return (
    <p>
      Your offer to {fill.side} {what}at {fill.odds} on {offer.match.homeTeam} vs {offer.match.awayTeam} has{' '}
      <Money value={Amount.format(unmatchedCents(fill))} /> unmatched. Cancel it?{' '}
      <Money value={Amount.format(unmatchedHoldCents(fill))} /> goes back to your available balance
      {matched > 0n ? (
        <>
          ; the <Money value={Amount.format(matched)} /> already matched stays as bets.
        </>
      ) : (
        '.'
      )}
    </p>
  );
}

function MatchSummaryText({ offer, counter }: { offer: BetOffer; counter: Selection }) {
  return (
    <div className="bet-confirm">
      <p>
        {offer.match.homeTeam} vs {offer.match.awayTeam}
        <span className="text-muted"> · {offer.match.league}</span>
      </p>
      <dl className="bet-confirm__terms">
        <dt>@{offer.user.username} predicts</dt>
        <dd>{selectionWithTeam(offer.selection, offer.match)}</dd>
        <dt>You bet</dt>
        <dd>{selectionWithTeam(counter, offer.match)}</dd>
        <dt>Your stake</dt>
        <dd>
          <Money value={offer.betAmount} />
        </dd>
        <dt>If you win</dt>
        <dd>
          <Money value={winnings(offer.betAmount)} />
        </dd>
      </dl>
      <p className="text-muted">Your stake is held until the match is settled.</p>
    </div>
  );
}
