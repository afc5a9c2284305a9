import { Badge, Button, Money } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { Link } from '@p2p/router';
import type { BetOffer } from '../api/types';
import { formatDateTime } from '../ui/format';
import { useBettingActions } from './actions-context';
import { ExchangeFillLine } from './ExchangeFillLine';
import { openFillBadge, sideAtOdds, unmatchedCents } from './exchange-terms';
import { NewLinkButton } from './NewLinkButton';
import { privacyLabel } from './privacy';
import {
  closedReason,
  counterSelections,
  isBettable,
  matchButtonLabel,
  offerStatusBadge,
  selectionWithTeam,
} from './selections';
import './offer-card.css';
import { OfferMaker, PostedAgo } from './offer-facts';

export interface OfferCardProps {
  offer: BetOffer;
  /** Show the match (teams, league, kick-off); lists grouped by match leave it out. */
  showMatch?: boolean;
  /** Offer the maker a Cancel button on their own open offer (default true). */
  allowCancel?: boolean;
}

/**
 * One bet offer (spec 01 section 2): amount, maker, selection, description, status, created time,
 * and the match buttons for the outcomes a taker may pick, the offer's own one hidden. Buttons are
 * disabled for guests (who get a Login link) and on the user's own offers. A private offer has its
 * badge; the maker of an open link offer can make it a new link. An exchange offer shows its side, price
 * and how much of it is matched, and its maker cancels only the unmatched remainder.
 */
export function OfferCard({ offer, showMatch = true, allowCancel = true }: OfferCardProps) {
  const { user, isAuthenticated } = useSession();
  const actions = useBettingActions();
  const own = Boolean(user && user.id === offer.user.id);
  const open = offer.status === 'open';
  const bettable = isBettable(offer.match);
  const fill = offer.exchange;
  const badge = fill && offer.status === 'open' ? openFillBadge(fill) : offerStatusBadge(offer.status);
  const busy = actions.busyOfferId === offer.id;
  const closed = open && !bettable ? closedReason(offer.match) : '';
  const privacy = privacyLabel(offer, user?.username);

  return (
    <article
      className="offer-card"
      aria-label={`${offer.user.username}'s offer on ${offer.match.homeTeam} vs ${offer.match.awayTeam}`}
    >
      <header className="offer-card__head">
        <span className="offer-card__amount">
          <Money value={offer.betAmount} />
        </span>
        <span className="offer-card__badges">
          {privacy && <Badge tone="info">{privacy}</Badge>}
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </span>
      </header>
      {showMatch && (
        <div className="offer-card__match">
          <strong>
            {offer.match.homeTeam} vs {offer.match.awayTeam}
          </strong>
          <span className="text-muted">
            {offer.match.league} · {formatDateTime(offer.match.startTime)}
          </span>
        </div>
      )}
      <dl className="offer-card__facts">
        <div>
          <dt>By</dt>
          <dd>
            <OfferMaker user={offer.user} />
          </dd>
        </div>
        <div>
          <dt>Prediction</dt>
          <dd>{selectionWithTeam(offer.selection, offer.match)}</dd>
        </div>
        {fill && (
          <div>
            <dt>Side</dt>
            <dd>{sideAtOdds(fill)}</dd>
          </div>
        )}
        <div>
          <dt>Posted</dt>
          <dd>
            <PostedAgo at={offer.createdAt} />
          </dd>
        </div>
      </dl>
      {fill && <ExchangeFillLine fill={fill} />}
      {offer.description && <p className="offer-card__description">“{offer.description}”</p>}
      {open && (
        <footer className="offer-card__actions">
          {own ? (
            <>
              <p className="offer-card__own">This is your own bet offer</p>
              <span className="offer-card__own-actions">
                {offer.visibility === 'link' && <NewLinkButton offerId={offer.id} />}
                {allowCancel && (!fill || unmatchedCents(fill) > 0n) && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy}
                    onClick={() => actions.cancelOffer(offer)}
                  >
                    {fill ? 'Cancel unmatched' : 'Cancel'}
                  </Button>
                )}
              </span>
            </>
          ) : fill ? (
            // A part of an exchange offer is taken at its price, on the match's ladder.
            <p className="offer-card__hint">Take a part of it on the match&apos;s exchange</p>
          ) : (
            <>
              <div className="offer-card__buttons" role="group" aria-label="Match this offer">
                {counterSelections(offer.selection).map((counter) => (
                  <Button
                    key={counter}
                    size="sm"
                    disabled={!isAuthenticated || !bettable || busy}
                    title={closed || undefined}
                    onClick={() => actions.matchOffer(offer, counter)}
                  >
                    {matchButtonLabel(counter)}
                  </Button>
                ))}
              </div>
              {closed && <p className="offer-card__hint">{closed}</p>}
              {!isAuthenticated && (
                <p className="offer-card__hint">
                  <Link to="/login">Login</Link> to match this offer
                </p>
              )}
            </>
          )}
        </footer>
      )}
    </article>
  );
}
