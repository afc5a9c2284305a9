import { buttonClassName, Card, Notice, PageHeader } from '@p2p/ui';
import { ApiError, useSession } from '@p2p/web-session';
import { Link, useParams } from '@p2p/router';
import { useBet } from '../../shared/api/betting-queries';
import { CardSkeletons, ListEmpty, ListError } from '../../shared/ui/ListStates';
import { EscrowTrailSection } from '../bet-history/EscrowTrailSection';
import { BetDetails } from './BetDetails';
import '../../shared/ui/detail-card.css';
import './bet-page.css';

/**
 * /bets/{betId} (issue 23): one bet on its own page, for either side of it: the match, both sides,
 * the result, and the escrow trail with the fee and its rule. Betting answers 404 to anyone else.
 */
export function BetScreen() {
  const { isAuthenticated } = useSession();
  const betId = useParams().betId ?? '';
  const bet = useBet(betId);
  const notFound = bet.error instanceof ApiError && bet.error.status === 404;
  // Back to the bet's own card, opened and focused, once the bet is known to be the viewer's.
  const history = bet.isSuccess ? `/bethistory?bet=${encodeURIComponent(bet.data.id)}` : '/bethistory';

  return (
    <div className="detail-page">
      <PageHeader
        title="Bet Details"
        subtitle="Both sides, the result, and where the stakes went."
        actions={
          <Link to={history} className={buttonClassName({ variant: 'secondary' })}>
            Back to Bet History
          </Link>
        }
      />
      {!isAuthenticated ? (
        <Notice tone="info">
          Please log in to view this bet. <Link to="/login">Login</Link>
        </Notice>
      ) : bet.isPending ? (
        <CardSkeletons count={1} height={320} label="Loading the bet" />
      ) : notFound ? (
        <Card>
          <ListEmpty
            title="This bet does not exist or is not yours"
            action={
              <Link to="/bethistory" className={buttonClassName()}>
                Go to Bet History
              </Link>
            }
          >
            Only the two sides of a bet can open it. Your own bets are all in your bet history.
          </ListEmpty>
        </Card>
      ) : bet.isError ? (
        <ListError message={bet.error.message} onRetry={() => void bet.refetch()} retrying={bet.isFetching} />
      ) : (
        <>
          <BetDetails bet={bet.data} />
          <Card>
            <EscrowTrailSection betId={bet.data.id} />
          </Card>
        </>
      )}
    </div>
  );
}
