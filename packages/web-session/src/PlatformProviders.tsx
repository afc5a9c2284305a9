import { ToastProvider } from '@p2p/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LiveProvider } from './live/LiveProvider';
import { LiveBalanceSync } from './wallet/balance';
import { SessionProvider } from './session/SessionProvider';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/**
 * Server state, session, live push and toasts for a whole page: the shell wraps its router in
 * these, and a remote opened on its own for development does the same.
 */
export function PlatformProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <LiveProvider>
          <LiveBalanceSync />
          <ToastProvider>{children}</ToastProvider>
        </LiveProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
