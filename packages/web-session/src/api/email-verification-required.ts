import { useEffect, useEffectEvent } from 'react';
import type { ApiError } from './api-error';

/** The `code` the services put beside the message when a money route needs a verified email. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified';

const EVENT = 'p2p:email-verification-required';

/**
 * A refusal for an unverified email, wherever in the page it came from, is also told to the chrome,
 * which leads the user to verification: each screen keeps showing its own error as before.
 */
export function announceIfEmailNotVerified(error: ApiError): ApiError {
  if (error.status === 403 && error.body?.code === EMAIL_NOT_VERIFIED) {
    window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: error.message }));
  }
  return error;
}

export function useEmailVerificationRequired(handler: (message: string) => void): void {
  const onRefusal = useEffectEvent(handler);
  useEffect(() => {
    const listener = (event: Event) => onRefusal((event as CustomEvent<string>).detail);
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}
