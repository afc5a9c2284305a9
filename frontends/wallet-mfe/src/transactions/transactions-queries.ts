import type { WalletTransactionPage } from '@p2p/contracts/api';
import { api, apiResponse, useSession } from '@p2p/web-session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withdrawKeys } from '../withdraw/withdraw-queries';
import { exportQuery, listQuery, type TransactionFilters } from './transaction-filters';

/** GET /api/wallet/transactions: one page, newest first; the page before stays up while the next loads. */
export function useTransactions(filters: TransactionFilters) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...withdrawKeys.transactions(user?.id), filters],
    queryFn: async ({ signal }) =>
      (
        await api<WalletTransactionPage>(`/api/wallet/transactions${listQuery(filters)}`, {
          fallback: 'Failed to fetch transactions',
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** `attachment; filename="transactions-2026-01-05.csv"` (or RFC 5987's filename*) -> the name. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/**
 * GET /api/wallet/transactions/export with the filters: the CSV is fetched with the bearer token
 * (a plain link would carry none) and saved through a Blob link. Resolves to the file's name.
 */
export async function downloadTransactionsCsv(filters: TransactionFilters): Promise<string> {
  const response = await apiResponse(`/api/wallet/transactions/export${exportQuery(filters)}`, {
    headers: { Accept: 'text/csv' },
    fallback: 'Failed to export transactions',
  });
  const filename = filenameOf(response.headers.get('Content-Disposition')) ?? 'transactions.csv';
  saveBlob(await response.blob(), filename);
  return filename;
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
