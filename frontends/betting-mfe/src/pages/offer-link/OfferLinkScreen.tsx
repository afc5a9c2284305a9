import { buttonClassName, Card, PageHeader } from '@p2p/ui';
import { ApiError } from '@p2p/web-session';
import { Link, useParams } from '@p2p/router';
import { useOfferByLink } from '../../shared/api/betting-queries';
import { CardSkeletons, ListEmpty, ListError } from '../../shared/ui/ListStates';
import { LinkedOffer } from './LinkedOffer';
import '../../shared/ui/detail-card.css';
import './offer-link-page.css';

/**
 * /offer-link/{token} (issue 23): the offer a secret link opens. Guests are sent to sign in and back;
 * a bettor takes it with the link's token; its maker can make a new link. A replaced or unknown link
 * answers 404.
 */
export function OfferLinkScreen() {
  const token = useParams().token ?? '';
  const offer = useOfferByLink(token);
  const gone = offer.error instanceof ApiError && offer.error.status === 404;

  return (
    <div className="detail-page offer-link-page">
      <PageHeader
        title="Private Bet Offer"
        subtitle="An offer shared by its link: take the other side of it."
      />
      {offer.isPending ? (
        <CardSkeletons count={1} height={280} label="Loading the bet offer" />
      ) : gone ? (
        <Card>
          <ListEmpty
            title="This link no longer works"
            action={
              <Link to="/bet-offers" className={buttonClassName()}>
                Browse Bet Offers
              </Link>
            }
          >
            Its maker may have replaced it with a new link, or it was not copied whole. Ask them for the link
            again, or take another offer.
          </ListEmpty>
        </Card>
      ) : offer.isError ? (
        <ListError
          message={offer.error.message}
          onRetry={() => void offer.refetch()}
          retrying={offer.isFetching}
        />
      ) : (
        <LinkedOffer offer={offer.data} token={token} />
      )}
    </div>
  );
}
