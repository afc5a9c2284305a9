import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from './remotes';

export type PageModule = { default: ComponentType };

/**
 * Every route module the remotes expose, typed by the types the Module Federation plugin generated
 * from the remotes' sources (frontends/shell/@mf-types), so a changed export breaks the shell's build.
 */
export const REMOTE_MODULES = {
  'betting/Dashboard': () => loadRemote<typeof import('betting/Dashboard')>('betting/Dashboard'),
  'betting/BetOffers': () => loadRemote<typeof import('betting/BetOffers')>('betting/BetOffers'),
  'betting/PremiumMarkets': () =>
    loadRemote<typeof import('betting/PremiumMarkets')>('betting/PremiumMarkets'),
  'betting/BetHistory': () => loadRemote<typeof import('betting/BetHistory')>('betting/BetHistory'),
  'betting/LiveBetting': () => loadRemote<typeof import('betting/LiveBetting')>('betting/LiveBetting'),
  'betting/UserOffers': () => loadRemote<typeof import('betting/UserOffers')>('betting/UserOffers'),
  'betting/LeagueOffers': () => loadRemote<typeof import('betting/LeagueOffers')>('betting/LeagueOffers'),
  'betting/OfferLink': () => loadRemote<typeof import('betting/OfferLink')>('betting/OfferLink'),
  'betting/Bet': () => loadRemote<typeof import('betting/Bet')>('betting/Bet'),
  'wallet/Deposit': () => loadRemote<typeof import('wallet/Deposit')>('wallet/Deposit'),
  'wallet/Withdraw': () => loadRemote<typeof import('wallet/Withdraw')>('wallet/Withdraw'),
  'wallet/Transactions': () => loadRemote<typeof import('wallet/Transactions')>('wallet/Transactions'),
  'wallet/Support': () => loadRemote<typeof import('wallet/Support')>('wallet/Support'),
  'admin/AdminDashboard': () => loadRemote<typeof import('admin/AdminDashboard')>('admin/AdminDashboard'),
} satisfies Record<string, () => Promise<PageModule | null>>;

export type RemoteModuleId = keyof typeof REMOTE_MODULES;

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`The ${remote} module could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const loadedPages = new Map<RemoteModuleId, PageModule>();

/** A screen already loaded on this page, which a route can render without suspending. */
export function loadedRemotePage(id: RemoteModuleId): PageModule | undefined {
  return loadedPages.get(id);
}

export async function loadRemotePage(id: RemoteModuleId): Promise<PageModule> {
  try {
    const module = await REMOTE_MODULES[id]();
    if (!module?.default) throw new Error(`${id} has no default export`);
    loadedPages.set(id, module);
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remoteOf(id), error);
  }
}
