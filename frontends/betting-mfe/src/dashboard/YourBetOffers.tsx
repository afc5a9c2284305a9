import { buttonClassName } from '@p2p/ui';
import { Link } from '@p2p/router';
import { useMyOffers } from '../shared/api/betting-queries';
import { OfferCard } from '../shared/offers/OfferCard';
import { CardSkeletons, ListEmpty, ListError } from '../shared/ui/ListStates';
import './dashboard.css';

/** Spec 01 section 9: the home shows the first 6 of the user's own offers. */
export const HOME_OWN_OFFERS = 6;

/** Spec 01 Your Bet Offers (signed in): the latest 6 of one's offers, Cancel on the open ones. */
export function YourBetOffers({ onCreate }: { onCreate: () => void }) {
  const offers = useMyOffers('all');
  const list = offers.data?.data.slice(0, HOME_OWN_OFFERS) ?? [];
  const total = offers.data?.count ?? 0;

  return (
    <section aria-labelledby="your-offers-title" className="dashboard-section" data-testid="your-offers">
      <div className="section-head">
        <h2 id="your-offers-title" className="section-head__title">
          Your Bet Offers
        </h2>
        {total > HOME_OWN_OFFERS && (
          <Link to="/bethistory?status=open" className={buttonClassName({ variant: 'link', size: 'sm' })}>
            See all in your history
          </Link>
        )}
      </div>
      {offers.isPending ? (
        <CardSkeletons count={3} height={180} label="Loading your offers" />
      ) : offers.isError ? (
        <ListError
          message="Failed to load bet offers. Please try again."
          onRetry={() => void offers.refetch()}
        />
      ) : list.length === 0 ? (
        <ListEmpty
          title="You have no bet offers yet"
          action={
            <button type="button" className={buttonClassName({ size: 'sm' })} onClick={onCreate}>
              Create Bet Offer
            </button>
          }
        >
          Post an offer on a match and wait for another bettor to take the other side.
        </ListEmpty>
      ) : (
        <div className="offer-grid">
          {list.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </div>
      )}
    </section>
  );
}
