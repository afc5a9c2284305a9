import type { EscrowTrail } from '@p2p/contracts/api';
import { Button, Money, Notice, QueryFailure, Spinner } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { formatDateTime } from '../../shared/ui/format';
import { isNotFound, shortTransactionId, STEP_LABELS, useEscrowTrail, whoOf } from './escrow-trail';
import './escrow-trail.css';

/**
 * Where a matched bet's two stakes went in the wallet's ledger: held, captured, paid to the
 * winner, the commission, refunded, each with its ledger transaction; and the fee that was applied.
 */
export function EscrowTrailSection({ betId }: { betId: string }) {
  const { user } = useSession();
  const trail = useEscrowTrail(betId);

  return (
    <section className="escrow-trail" aria-label="Escrow trail">
      <h3 className="escrow-trail__title">Escrow trail</h3>
      {trail.isPending ? (
        <Spinner size="sm" label="Loading escrow trail" />
      ) : trail.isError ? (
        isNotFound(trail.error) ? (
          <Notice
            tone="info"
            action={
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void trail.refetch()}
                loading={trail.isFetching}
              >
                Retry
              </Button>
            }
          >
            The wallet has no record of this bet’s stakes yet.
          </Notice>
        ) : (
          <QueryFailure query={trail} />
        )
      ) : (
        <>
          {/* Scrolls sideways on a narrow card: focusable, so a keyboard can scroll it too. */}
          <div className="escrow-trail__scroll" role="group" aria-label="Escrow trail rows" tabIndex={0}>
            <table className="escrow-trail__table">
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <th scope="col">Who</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Ledger transaction</th>
                </tr>
              </thead>
              <tbody>
                {trail.data.rows.map((row) => (
                  <tr key={`${row.transactionId}:${row.step}:${row.userId}`}>
                    <td>{STEP_LABELS[row.step]}</td>
                    <td>{whoOf(row, trail.data, user?.id)}</td>
                    <td>
                      <Money value={row.amount} />
                    </td>
                    <td className="escrow-trail__transaction">
                      <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                      <code title={row.transactionId}>{shortTransactionId(row.transactionId)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FeeLine trail={trail.data} />
        </>
      )}
    </section>
  );
}

function FeeLine({ trail }: { trail: EscrowTrail }) {
  if (trail.commission)
    return (
      <p className="escrow-trail__fee">
        Fee: <Money value={trail.commission.amount} /> — {trail.commission.rule}
      </p>
    );
  const refunded = trail.rows.some((row) => row.step === 'refunded');
  return (
    <Notice tone="info" className="escrow-trail__fee">
      {refunded
        ? 'Fee: none — both stakes were refunded.'
        : 'Fee: none yet — a commission is taken from the pot only when the bet is won.'}
    </Notice>
  );
}
