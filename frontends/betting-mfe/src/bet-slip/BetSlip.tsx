import { Badge, Button, Notice, Spinner, TextField } from '@p2p/ui';
import { useGuardedActions } from '@p2p/web-session';
import { lazy, Suspense, useId, useState } from 'react';
import {
  marketName,
  nextOfferable,
  pickLabel,
  selectionKey,
  slipError,
  slipLineState,
  type SlipLineState,
  type SlipSelection,
} from './bet-slip-rules';
import { betSlip, useBetSlip } from './bet-slip-store';
import '../sidebars/sidebars.css';
import './bet-slip.css';

// Its form (zod) loads when a bettor offers a line, not with the sidebar on every screen.
const SlipOfferDialog = lazy(() =>
  import('./SlipOfferDialog').then((module) => ({ default: module.SlipOfferDialog })),
);

const LINE_NOTES: Record<SlipLineState, string> = {
  offerable: 'Can be offered peer-to-peer',
  closed: 'Betting closed on this match',
  information: 'For information: no peer-to-peer market',
};

/**
 * The bet slip (spec 01 left sidebar). Peer-to-peer betting has no house to place a slip with: a
 * Match Result or Total Goals 2.5 selection on a match still open for betting becomes a bet offer at
 * the slip's stake; the other markets (Next Goal, Total Goals 1.5, Both Teams to Score) are shown for
 * information only.
 */
export function BetSlip() {
  const id = useId();
  const slip = useBetSlip();
  const { requireAuth } = useGuardedActions();
  const [stake, setStake] = useState('');
  const [message, setMessage] = useState<{ tone: 'danger' | 'info'; text: string } | null>(null);
  const [offering, setOffering] = useState<SlipSelection | null>(null);

  const createOffer = () => {
    const error = slipError(slip, stake);
    if (error) {
      setMessage({ tone: 'danger', text: error });
      return;
    }
    const next = nextOfferable(slip);
    if (!next) {
      setMessage({
        tone: 'info',
        text: 'None of these selections can be offered peer-to-peer. Offers are made on Match Result and Total Goals 2.5 until 5 minutes before kick-off.',
      });
      return;
    }
    setMessage(null);
    requireAuth(() => setOffering(next)).catch(() => undefined);
  };

  return (
    <section className="sidebar-panel bet-slip" aria-labelledby={`${id}-title`} data-testid="bet-slip">
      <header className="sidebar-panel__header">
        <h2 id={`${id}-title`} className="sidebar-panel__title">
          Bet Slip {slip.length > 0 && <Badge tone="info">{slip.length}</Badge>}
        </h2>
        {slip.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => betSlip.clear()}>
            Clear
          </Button>
        )}
      </header>
      {slip.length === 0 ? (
        <p className="sidebar-panel__text">
          Pick odds on the live spotlight or the live page to add selections.
        </p>
      ) : (
        <ul className="bet-slip__lines">
          {slip.map((line) => {
            const state = slipLineState(line);
            return (
              <li key={selectionKey(line)} className={`bet-slip__line bet-slip__line--${state}`}>
                <div className="bet-slip__line-top">
                  <span className="bet-slip__pick">
                    {marketName(line.market)}: {pickLabel(line)}
                  </span>
                  <span className="bet-slip__odds">{line.odds.toFixed(2)}</span>
                  <button
                    type="button"
                    className="bet-slip__remove"
                    aria-label={`Remove ${marketName(line.market)}: ${pickLabel(line)} from the bet slip`}
                    onClick={() => betSlip.remove(line)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
                <span className="bet-slip__match">
                  {line.homeTeam} vs {line.awayTeam}
                </span>
                <span className="bet-slip__note">{LINE_NOTES[state]}</span>
              </li>
            );
          })}
        </ul>
      )}
      <TextField
        label="Stake ($)"
        type="number"
        inputMode="decimal"
        min={1}
        max={1000}
        step="0.01"
        placeholder="Amount in dollars"
        value={stake}
        onChange={(event) => {
          setStake(event.target.value);
          setMessage(null);
        }}
      />
      {message && (
        <Notice tone={message.tone} className="bet-slip__message">
          {message.text}
        </Notice>
      )}
      <Button block onClick={createOffer}>
        Create Bet Offer
      </Button>
      {offering && (
        <Suspense fallback={<Spinner size="sm" label="Loading…" />}>
          <SlipOfferDialog
            selection={offering}
            stake={stake}
            onClose={() => setOffering(null)}
            onCreated={() => {
              betSlip.remove(offering);
              setOffering(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
