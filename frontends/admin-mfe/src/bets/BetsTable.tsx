import type { AdminBet } from '@p2p/contracts/api';
import { Badge, Button, Money, Table, type Column } from '@p2p/ui';
import { formatDateTime } from '../shared/format';
import {
  BET_STATUS,
  matchLabel,
  outcomeText,
  rulingLabel,
  selectionLabel,
  sideName,
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
  onSettle,
}: {
  bets: AdminBet[];
  rulings: ReadonlyMap<string, LocalRuling>;
  onSettle: (bet: AdminBet) => void;
}) {
  const columns: Array<Column<AdminBet>> = [
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
    {
      key: 'maker',
      header: 'Maker',
      render: (bet) => (
        <>
          {sideName(bet.maker)}
          <span className="admin-sub">{selectionLabel(bet.makerSelection, bet.match)}</span>
        </>
      ),
    },
    {
      key: 'taker',
      header: 'Taker',
      render: (bet) => (
        <>
          {sideName(bet.taker)}
          <span className="admin-sub">{selectionLabel(bet.takerSelection, bet.match)}</span>
        </>
      ),
    },
    { key: 'stake', header: 'Stake', align: 'end', render: (bet) => <Money value={bet.stake} /> },
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
      render: (bet) =>
        bet.status === 'matched' && !rulings.has(bet.id) ? (
          <Button
            size="sm"
            aria-label={`Settle ${matchLabel(bet.match)}, ${sideName(bet.maker)} v ${sideName(bet.taker)}`}
            onClick={() => onSettle(bet)}
          >
            Settle
          </Button>
        ) : null,
    },
  ];
  return <Table caption="Peer-to-peer bets" columns={columns} rows={bets} rowKey={(bet) => bet.id} />;
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
