import { Badge, Button, buttonClassName, Card, Money } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { Link, useNavigate } from '@p2p/router';
import type { BetOffer } from '../../shared/api/types';
import { useBettingActions } from '../../shared/offers/actions-context';
import { NewLinkButton } from '../../shared/offers/NewLinkButton';
import { privacyLabel } from '../../shared/offers/privacy';
import {
  closedReason,
  counterSelections,
  isBettable,
  matchButtonLabel,
  offerStatusBadge,
  selectionWithTeam,
} from '../../shared/offers/selections';
import { formatDateTime, winnings } from '../../shared/ui/format';
import { offerLinkPath, withNext } from './offer-link-paths';
import { OfferMaker, PostedAgo } from '../../shared/offers/offer-facts';

/** Why an offer that is no longer open cannot be taken, as its status says. */
function closedText(offer: BetOffer, viewerUsername: string | undefined): string {
  switch (offer.status) {
    case 'matched':
    case 'settled':
    case 'void':
      return offer.opponent && offer.opponent.username === viewerUsername
        ? 'You took this offer.'
        : 'This offer has already been taken.';
    case 'cancelled':
      return 'Its maker cancelled this offer.';
    case 'expired':
      return 'This offer expired: betting on the match has closed.';
    case 'pending':
      return 'This offer is still being opened. Try again in a moment.';
    default:
      return 'This offer can no longer be taken.';
  }
}

/** The offer behind a link, with what the viewer can do with it. */
export function LinkedOffer({ offer, token }: { offer: BetOffer; token: string }) {
  const { user, isAuthenticated } = useSession();
  const { matchOffer, busyOfferId } = useBettingActions();
  const navigate = useNavigate();
  const own = Boolean(user && user.id === offer.user.id);
  const open = offer.status === 'open';
  const badge = offerStatusBadge(offer.status);
  const privacy = privacyLabel(offer, user?.username);
  const { match } = offer;

  return (
    <Card
      className="detail-card"
      aria-label={`${offer.user.username}'s offer on ${match.homeTeam} vs ${match.awayTeam}`}
    >
      <header className="detail-card__head">
        <div className="detail-card__match">
          <h2 className="detail-card__teams">
            {match.homeTeam} vs {match.awayTeam}
          </h2>
          <span className="text-muted">
            {[match.league, formatDateTime(match.startTime)].filter(Boolean).join(' · ')}
          </span>
        </div>
        <span className="linked-offer__badges">
          {privacy && <Badge tone="info">{privacy}</Badge>}
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </span>
      </header>
      <dl className="detail-facts">
        <div>
          <dt>Stake</dt>
          <dd className="linked-offer__stake">
            <Money value={offer.betAmount} />
          </dd>
        </div>
        <div>
          <dt>Made by</dt>
          <dd>
            <OfferMaker user={offer.user} />
          </dd>
        </div>
        <div>
          <dt>@{offer.user.username} predicts</dt>
          <dd>{selectionWithTeam(offer.selection, match)}</dd>
        </div>
        <div>
          {/* The winner is paid the pot less the platform's commission, which is taken only then. */}
          <dt>Pot (both stakes)</dt>
          <dd>
            <Money value={winnings(offer.betAmount)} />
          </dd>
        </div>
        <div>
          <dt>Posted</dt>
          <dd>
            <PostedAgo at={offer.createdAt} />
          </dd>
        </div>
      </dl>
      {offer.description && <p className="linked-offer__description">“{offer.description}”</p>}
      <footer className="linked-offer__actions">
        {own ? (
          <>
            <p className="linked-offer__own">This is your offer</p>
            {open ? (
              <>
                <p className="text-muted">
                  Whoever you share the link with can take the other side. Lost it, or shared it with the
                  wrong person? A new link stops this one working.
                </p>
                <NewLinkButton offerId={offer.id} size="md" />
              </>
            ) : (
              <p className="text-muted">{closedText(offer, user?.username)}</p>
            )}
          </>
        ) : !open ? (
          <>
            <p>{closedText(offer, user?.username)}</p>
            {offer.opponent && offer.opponent.username === user?.username && (
              <Link to="/bethistory" className={buttonClassName({ variant: 'secondary' })}>
                See it in your bet history
              </Link>
            )}
          </>
        ) : !isAuthenticated ? (
          <>
            <p>Log in or sign up to take this offer.</p>
            <div className="linked-offer__buttons">
              <Link to={withNext('/login', offerLinkPath(token))} className={buttonClassName()}>
                Log in
              </Link>
              <Link
                to={withNext('/signup', offerLinkPath(token))}
                className={buttonClassName({ variant: 'secondary' })}
              >
                Sign up
              </Link>
            </div>
          </>
        ) : (
          <>
            <p>Take the other side: pick the outcome you bet on, for the same stake.</p>
            <div className="linked-offer__buttons" role="group" aria-label="Match this offer">
              {counterSelections(offer.selection).map((counter) => (
                <Button
                  key={counter}
                  disabled={!isBettable(match) || busyOfferId === offer.id}
                  title={selectionWithTeam(counter, match)}
                  onClick={() =>
                    matchOffer(offer, counter, {
                      linkToken: token,
                      onMatched: (bet) => void navigate(`/bethistory?bet=${encodeURIComponent(bet.id)}`),
                    })
                  }
                >
                  {matchButtonLabel(counter)}
                </Button>
              ))}
            </div>
            {!isBettable(match) && <p className="text-muted">{closedReason(match)}</p>}
          </>
        )}
      </footer>
    </Card>
  );
}
