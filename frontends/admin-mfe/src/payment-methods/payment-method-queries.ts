import type { PaymentMethod, PaymentMethodRequest } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/api/direct-payments/admin/methods';

export const paymentMethodKeys = {
  all: ['admin', 'payment-methods'] as const,
};

/** Every method, active or disabled, oldest first. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodKeys.all,
    queryFn: async ({ signal }) =>
      (await api<PaymentMethod[]>(BASE, { fallback: 'Failed to fetch payment methods', signal })).data,
  });
}

function useRefetchAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
}

export function useCreatePaymentMethod() {
  const refetch = useRefetchAfter();
  return useMutation({
    mutationFn: async (body: PaymentMethodRequest) =>
      (await api<PaymentMethod>(BASE, { method: 'POST', body, fallback: 'Failed to create payment method' }))
        .data,
    onSuccess: refetch,
  });
}

/** A whole replacement: the edit form's save and the enable/disable toggle. */
export function useUpdatePaymentMethod() {
  const refetch = useRefetchAfter();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PaymentMethodRequest }) =>
      (
        await api<PaymentMethod>(`${BASE}/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body,
          fallback: 'Failed to update payment method',
        })
      ).data,
    onSuccess: refetch,
  });
}

export function useDeletePaymentMethod() {
  const refetch = useRefetchAfter();
  return useMutation({
    mutationFn: async (id: string) =>
      api<null>(`${BASE}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallback: 'Failed to delete payment method',
      }),
    onSuccess: refetch,
  });
}
