import { HOME_OFFERS_SHOWN } from '@p2p/contracts/home-sections';
import { useState } from 'react';
import { useOffersForMe } from '../shared/api/betting-queries';
import { OfferCard } from '../shared/offers/OfferCard';
import { ListError } from '../shared/ui/ListStates';
import { Pagination } from '../shared/ui/Pagination';
import './dashboard.css';

/** As many as the home's other offer sections show. */
export const OFFERS_FOR_YOU_PAGE_SIZE = HOME_OFFERS_SHOWN;

/**
 * Issue 23, Offers for you (signed in): the open offers friends made privately for the user, to take
 * like any other. Nothing shows while there are none, nor while loading: most users have none, and a
 * section that appears only to vanish would move the dashboard under their eyes.
 */
export function OffersForYou() {
  const [page, setPage] = useState(1);
  const offers = useOffersForMe(page, OFFERS_FOR_YOU_PAGE_SIZE);
  const lastPage = Math.max(1, offers.data?.totalPages ?? 1);
  // Offers taken or withdrawn meanwhile can leave this page past the end.
  if (offers.isSuccess && !offers.isPlaceholderData && page > lastPage) setPage(lastPage);

  if (offers.isPending || (offers.isSuccess && offers.data.count === 0)) return null;
  return (
    <section
      aria-labelledby="offers-for-you-title"
      className="dashboard-section"
      data-testid="offers-for-you"
    >
      <div className="section-head">
        <h2 id="offers-for-you-title" className="section-head__title">
          Offers for you
        </h2>
      </div>
      {offers.isError ? (
        <ListError
          message="Failed to load bet offers. Please try again."
          onRetry={() => void offers.refetch()}
          retrying={offers.isFetching}
        />
      ) : (
        <>
          <div className="offer-grid">
            {offers.data.data.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </div>
          <Pagination
            page={page}
            totalPages={offers.data.totalPages}
            onChange={setPage}
            label="Offers for you pages"
          />
        </>
      )}
    </section>
  );
}
