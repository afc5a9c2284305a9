import { Avatar, Badge, Button, Card, PageHeader, Tabs } from '@p2p/ui';
import { ApiError } from '@p2p/web-session';
import { useNavigate, useParams, useSearchParams } from '@p2p/router';
import { useUserByUsername, useUserOffers } from '../../shared/api/betting-queries';
import { CardSkeletons, ListEmpty, ListError } from '../../shared/ui/ListStates';
import { UserOfferCard } from './UserOfferCard';
import { cleanUsername, parseUserOfferTab, USER_OFFER_TABS, type UserOfferTab } from './user-offer-tabs';
import './user-offers.css';

const EMPTY: Record<UserOfferTab, string> = {
  all: 'has not posted any offers yet.',
  open: 'has no open offers right now.',
  matched: 'has no matched offers.',
  expired: 'has no expired offers.',
};

/** /user-offers/{username} (spec 02): a friend's offers, to bet against. */
export function UserOffersScreen() {
  const navigate = useNavigate();
  const username = cleanUsername(useParams().username);
  const [params, setParams] = useSearchParams();
  const tab = parseUserOfferTab(params.get('status'));
  const user = useUserByUsername(username);
  const offers = useUserOffers(username, tab);
  const notFound = user.error instanceof ApiError && user.error.status === 404;

  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  return (
    <div className="user-offers">
      <PageHeader
        title={
          <>
            Bet Against{' '}
            <span className="user-offers__handle" title={`@${username}`}>
              @{username}
            </span>
          </>
        }
        subtitle="Take the other side of one of their open offers."
        actions={
          <Button variant="ghost" onClick={back}>
            Back
          </Button>
        }
      />

      <Card className="user-offers__user" aria-busy={user.isPending}>
        {user.isPending ? (
          <CardSkeletons count={1} height={72} label="Loading user" />
        ) : user.isError ? (
          <ListError
            message={
              notFound ? `User not found: @${username}` : user.error.message || 'Failed to load user offers'
            }
            onRetry={() => void user.refetch()}
            retrying={user.isFetching}
          />
        ) : (
          <div className="user-offers__identity">
            <Avatar name={user.data.username} size="lg" />
            <div className="user-offers__who">
              <p className="user-offers__username text-whole-words" title={`@${user.data.username}`}>
                @{user.data.username}
              </p>
              <p className="text-muted text-whole-words" title={user.data.email}>
                {user.data.email}
              </p>
            </div>
            <Badge tone="success">Active User</Badge>
          </div>
        )}
      </Card>

      {!notFound && (
        <Tabs
          tabs={USER_OFFER_TABS}
          value={tab}
          label="Offer status"
          onChange={(id) => setParams(id === 'open' ? {} : { status: id }, { replace: true })}
        >
          {offers.isPending ? (
            <CardSkeletons count={3} label="Loading offers" />
          ) : offers.isError ? (
            <ListError
              message={`Failed to load offers: ${offers.error.message}`}
              onRetry={() => void offers.refetch()}
              retrying={offers.isFetching}
            />
          ) : offers.data.data.length === 0 ? (
            <Card>
              <ListEmpty
                title="No offers found"
                action={
                  <Button
                    variant="secondary"
                    onClick={() => void offers.refetch()}
                    loading={offers.isFetching}
                  >
                    Refresh
                  </Button>
                }
              >
                @{username} {EMPTY[tab]}
              </ListEmpty>
            </Card>
          ) : (
            <div className="offer-grid">
              {offers.data.data.map((offer) => (
                <UserOfferCard key={offer.id} offer={offer} />
              ))}
            </div>
          )}
        </Tabs>
      )}
    </div>
  );
}
