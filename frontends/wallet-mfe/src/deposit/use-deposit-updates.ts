import type { Deposit } from '@p2p/contracts/api';
import { useLiveEvent, useSession } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { depositKeys, useRefreshDeposits } from './deposit-queries';

/**
 * Shows an admin's decision on this screen without a reload: the pushed status and notes at once,
 * then the deposit and the lists as the server has them (processed date, transactions).
 */
export function useDepositUpdates(): void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const refresh = useRefreshDeposits();
  useLiveEvent('deposit:updated', ({ depositId, status, adminNotes }) => {
    const apply = (deposit: Deposit): Deposit =>
      deposit.id === depositId ? { ...deposit, status, adminNotes } : deposit;
    queryClient.setQueryData<Deposit[]>(depositKeys.recent(user?.id), (list) => list?.map(apply));
    queryClient.setQueryData<Deposit>(depositKeys.detail(user?.id, depositId), (deposit) =>
      deposit ? apply(deposit) : deposit,
    );
    void refresh(depositId);
  });
}
