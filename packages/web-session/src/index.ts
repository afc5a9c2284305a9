export { ApiError, messageOf, NETWORK_ERROR } from './api/api-error';
export {
  api,
  apiResponse,
  newIdempotencyKey,
  REQUEST_TIMEOUT_MS,
  type Envelope,
  type RequestOptions,
} from './api/http';
export { fetchFile, upload, UPLOAD_TIMEOUT_MS, type UploadOptions, type UploadProgress } from './api/files';
export {
  AUTHENTICATION_REQUIRED,
  GuardedActionsProvider,
  useGuardedActions,
  type GuardedActions,
  type InsufficientBalanceNotice,
} from './guarded/GuardedActionsProvider';
export { LIVE_SOCKET_PATH, type LiveEventName, type LiveEvents } from '@p2p/contracts/live-push';
export { LiveProvider, useLiveConnected, useLiveEvent } from './live/LiveProvider';
export { session, SessionProvider, useSession, type Session } from './session/SessionProvider';
export {
  SessionStore,
  TwoFactorRequired,
  type LoginPayload,
  type RegisterPayload,
  type SessionState,
} from './session/session-store';
export { EMAIL_VERIFIED_KEY, TOKEN_KEY, USER_KEY } from './session/storage';
export { isAdmin, type AuthResult, type User } from './session/user';
export {
  balanceQueryKey,
  LiveBalanceSync,
  refreshBalance,
  useBalance,
  type WalletBalance,
} from './wallet/balance';
export { emitChromeEvent, LEAGUES, useChromeEvent, type ChromeEvent } from './chrome-events';
export { createQueryClient, PlatformProviders } from './PlatformProviders';
