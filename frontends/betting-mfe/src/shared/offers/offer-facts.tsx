import type { BetOffer } from '../api/types';
import { timeAgo } from '../ui/format';

/** Who made an offer: "@alice", and "· Alice Smith" when the display name says more. */
export function OfferMaker({ user }: { user: BetOffer['user'] }) {
  return (
    <>
      @{user.username}
      {user.name && user.name !== user.username && <span className="text-muted"> · {user.name}</span>}
    </>
  );
}

/** When an offer was posted, as "5 minutes ago", with the exact time for machines and tooltips. */
export function PostedAgo({ at }: { at: string }) {
  return <time dateTime={at}>{timeAgo(at)}</time>;
}
