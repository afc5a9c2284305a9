import { useToast } from '@p2p/ui';
import { useLiveEvent } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { depositKeys } from './deposit-queries';

/** The gateway pushes `deposit:submitted` to the admins' room: the queue refreshes without a reload. */
export function useNewDeposits(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  useLiveEvent('deposit:submitted', () => {
    void queryClient.invalidateQueries({ queryKey: depositKeys.pending });
    toast.info('A new deposit request arrived');
  });
}
