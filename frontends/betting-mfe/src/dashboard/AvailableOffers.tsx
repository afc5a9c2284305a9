import { HOME_OFFERS_SHOWN } from '@p2p/contracts/home-sections';
import { Button, buttonClassName, Money } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { Link } from '@p2p/router';
import { useOffers } from '../shared/api/betting-queries';
import type { BetOffer } from '../shared/api/types';
import { useBettingActions } from '../shared/offers/actions-context';
import {
  counterSelections,
  isBettable,
  selectionLabel,
  selectionWithTeam,
} from '../shared/offers/selections';
import { formatDateTime, timeAgo } from '../shared/ui/format';
import { CardSkeletons, ListEmpty, ListError } from '../shared/ui/ListStates';
import './dashboard.css';

/** Spec 01 section 9: the home shows 6 available offers. */
export const HOME_AVAILABLE_OFFERS = HOME_OFFERS_SHOWN;

/**
 * Spec 01 Available Bet Offers: the 6 newest open offers with quick-match buttons for the outcomes a
 * taker may pick, disabled for guests (who get a Login link) and on one's own offers.
 */
export function AvailableOffers() {
  const offers = useOffers({ limit: HOME_AVAILABLE_OFFERS, sort: 'newest' });
  const list = offers.data?.data ?? [];
  const more = (offers.data?.count ?? 0) - list.length;

  return (
    <section
      aria-labelledby="available-offers-title"
      className="dashboard-section"
      data-testid="available-offers"
    >
      <div className="section-head">
        <h2 id="available-offers-title" className="section-head__title">
          Available Bet Offers
        </h2>
        <Link to="/bet-offers" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Browse All Offers
        </Link>
      </div>
      {offers.isPending ? (
        <CardSkeletons count={3} height={160} label="Loading bet offers" />
      ) : offers.isError ? (
        <ListError
          message="Failed to load bet offers. Please try again."
          onRetry={() => void offers.refetch()}
        />
      ) : list.length === 0 ? (
        <ListEmpty title="No open offers right now">
          Be the first: create a bet offer on an upcoming match.
        </ListEmpty>
      ) : (
        <>
          <div className="offer-grid">
            {list.map((offer) => (
              <QuickMatchCard key={offer.id} offer={offer} />
            ))}
          </div>
          {more > 0 && (
            <div className="dashboard-section__more">
              <Link to="/bet-offers" className={buttonClassName({ variant: 'ghost' })}>
                View {more} More {more === 1 ? 'Offer' : 'Offers'}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function QuickMatchCard({ offer }: { offer: BetOffer }) {
  const { user, isAuthenticated } = useSession();
  const { matchOffer, busyOfferId } = useBettingActions();
  const own = user?.id === offer.user.id;
  const bettable = isBettable(offer.match);

  return (
    <article
      className="quick-offer"
      aria-label={`${offer.user.username}'s offer on ${offer.match.homeTeam} vs ${offer.match.awayTeam}`}
    >
      <header className="quick-offer__head">
        <div className="quick-offer__match">
          <strong>
            {offer.match.homeTeam} vs {offer.match.awayTeam}
          </strong>
          <span className="text-muted">
            {offer.match.league} · {formatDateTime(offer.match.startTime)}
          </span>
        </div>
        <Money value={offer.betAmount} className="quick-offer__amount" />
      </header>
      <p className="quick-offer__terms">
        <span className="text-muted">@{offer.user.username} backs</span>{' '}
        <strong>{selectionWithTeam(offer.selection, offer.match)}</strong>
        <span className="text-muted"> · {timeAgo(offer.createdAt)}</span>
      </p>
      {offer.description && <p className="quick-offer__description">“{offer.description}”</p>}
      <div className="quick-offer__buttons" role="group" aria-label="Take the other side">
        {counterSelections(offer.selection).map((counter) => (
          <Button
            key={counter}
            size="sm"
            variant="secondary"
            disabled={!isAuthenticated || own || !bettable || busyOfferId === offer.id}
            onClick={() => matchOffer(offer, counter)}
          >
            {selectionLabel(counter)}
          </Button>
        ))}
      </div>
      {own && <p className="quick-offer__own">This is your own bet offer</p>}
      {!isAuthenticated && (
        <p className="quick-offer__hint">
          <Link to="/login">Login</Link> to match this offer
        </p>
      )}
    </article>
  );
}
