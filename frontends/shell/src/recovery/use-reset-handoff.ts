import { useNavigate } from '@p2p/router';

/** A recovery method that proved the user's identity hands over to the new-password form. */
export function useResetHandoff() {
  const navigate = useNavigate();
  return (resetToken: string) => navigate(`/password-reset?token=${encodeURIComponent(resetToken)}`);
}
