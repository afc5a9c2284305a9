// The betting building blocks every screen of this remote uses; see README.md.
export * from './api/types';
export * from './api/query-keys';
export * from './api/betting-queries';
export * from './api/betting-mutations';
export * from './api/football-queries';
export { FALLBACK_POLL_MS, usePollingFallback } from './live/polling';
export { useBettingLiveUpdates } from './live/useBettingLiveUpdates';
export { BettingActionsProvider } from './offers/BettingActionsProvider';
export {
  useBettingActions,
  type BettingActions,
  type CancellableOffer,
  type CreateOfferOptions,
  type MatchOfferOptions,
} from './offers/actions-context';
export { OfferCard, type OfferCardProps } from './offers/OfferCard';
export { CreateOfferModal } from './offers/CreateOfferModal';
export { OfferLinkPanel } from './offers/OfferLinkPanel';
export { NewLinkButton, NEW_LINK_MESSAGE } from './offers/NewLinkButton';
export { privacyLabel, offerLinkUrl } from './offers/privacy';
export {
  offerFailure,
  AMOUNT_RANGE_MESSAGE,
  type OfferAction,
  type OfferFailure,
} from './offers/offer-errors';
export * from './offers/selections';
export * from './ui/format';
export { CardSkeletons, ListEmpty, ListError } from './ui/ListStates';
export { Pagination } from './ui/Pagination';
export { pageLinks } from './ui/paging';
