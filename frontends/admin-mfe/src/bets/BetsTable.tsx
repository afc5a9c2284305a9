import type { AdminBet } from '@p2p/contracts/api';
import { Badge, Button, Money } from '@p2p/ui';
import { formatDateTime } from '../shared/format';
import { StackedTable, type StackedColumn } from '../shared/StackedTable';
import {
  BET_STATUS,
  exchangeOf,
  exchangeSide,
  matchLabel,
  outcomeText,
  pickLabel,
  rulingLabel,
  sideName,
  stakeOf,
  type Role,
  type Ruling,
} from './bet-display';

/** A ruling this admin made that the read model has not caught up with yet. */
export interface LocalRuling {
  result: Ruling;
  reason: string;
}

export function BetsTable({
  bets,
  rulings,
  offerShown,
  onSettle,
  onOffer,
}: {
  bets: AdminBet[];
  rulings: ReadonlyMap<string, LocalRuling>;
  /** The offer the list is narrowed to, if any: its bets need no way to it. */
  offerShown: string;
  onSettle: (bet: AdminBet) => void;
  onOffer: (offerId: string) => void;
}) {
  const columns: Array<StackedColumn<AdminBet>> = [
    {
      key: 'match',
      header: 'Match',
      render: (bet) => (
        <>
          <strong>{matchLabel(bet.match)}</strong>
          <span className="admin-sub">
            {[bet.match.league, bet.match.startTime && formatDateTime(bet.match.startTime)]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      ),
    },
    { key: 'maker', header: 'Maker', render: (bet) => <BetSide bet={bet} role="maker" /> },
    { key: 'taker', header: 'Taker', render: (bet) => <BetSide bet={bet} role="taker" /> },
    { key: 'stake', header: 'Stake', align: 'end', render: (bet) => <Stake bet={bet} /> },
    {
      key: 'result',
      header: 'Status and result',
      render: (bet) => <Outcome bet={bet} ruling={rulings.get(bet.id)} />,
    },
    {
      key: 'matched',
      header: 'Matched',
      render: (bet) => <span className="admin-nowrap">{formatDateTime(bet.matchedAt)}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      bare: true,
      render: (bet) => {
        const settle = bet.status === 'matched' && !rulings.has(bet.id);
        const parts = exchangeOf(bet) && bet.offerId !== offerShown;
        if (!settle && !parts) return null;
        return (
          <div className="admin-actions">
            {settle && (
              <Button
                size="sm"
                aria-label={`Settle ${matchLabel(bet.match)}, ${sideName(bet.maker)} v ${sideName(bet.taker)}`}
                onClick={() => onSettle(bet)}
              >
                Settle
              </Button>
            )}
            {parts && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Parts of this offer: ${sideName(bet.maker)}'s on ${matchLabel(bet.match)}`}
                onClick={() => onOffer(bet.offerId)}
              >
                Parts of this offer
              </Button>
            )}
          </div>
        );
      },
    },
  ];
  return <StackedTable caption="Peer-to-peer bets" columns={columns} rows={bets} rowKey={(bet) => bet.id} />;
}

/** Who a side is and what they picked; on the exchange whether they backed or laid, and what they hold. */
function BetSide({ bet, role }: { bet: AdminBet; role: Role }) {
  const exchange = exchangeOf(bet);
  return (
    <>
      {sideName(role === 'maker' ? bet.maker : bet.taker)}
      <span className="admin-sub">{pickLabel(bet, role)}</span>
      {exchange && (
        <span className="admin-sub">
          {exchangeSide(exchange, role) === 'back' ? 'Stake' : 'Liability'}{' '}
          <Money value={stakeOf(bet, role)} />
        </span>
      )}
    </>
  );
}

/** Each side's stake on even money; on the exchange the backer's stake at its price, and the commission. */
function Stake({ bet }: { bet: AdminBet }) {
  const exchange = exchangeOf(bet);
  if (!exchange) return <Money value={bet.stake} />;
  const backer = exchange.makerSide === 'back' ? exchange.makerStake : exchange.takerStake;
  return (
    <>
      <span className="admin-nowrap">
        <Money value={backer} /> at {exchange.odds}
      </span>
      {bet.result === 'won' && exchange.commission !== null && (
        <span className="admin-sub">
          Commission <Money value={exchange.commission} />
        </span>
      )}
    </>
  );
}

function Outcome({ bet, ruling }: { bet: AdminBet; ruling: LocalRuling | undefined }) {
  if (bet.status === 'matched' && ruling) {
    return (
      <>
        <Badge tone="success">{ruling.result === 'void' ? 'Void' : 'Settled'}</Badge>
        <span className="admin-sub">Ruled: {rulingLabel(ruling.result, bet)}</span>
        <span className="admin-sub">Reason: {ruling.reason}</span>
      </>
    );
  }
  const status = BET_STATUS[bet.status];
  return (
    <>
      <Badge tone={status.tone}>{status.label}</Badge>
      {outcomeText(bet) && <span className="admin-sub">{outcomeText(bet)}</span>}
      {bet.settledBy && <span className="admin-sub">By an admin: {bet.settledBy.reason}</span>}
      {bet.settledAt && <span className="admin-sub">{formatDateTime(bet.settledAt)}</span>}
    </>
  );
}
