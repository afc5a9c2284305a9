import { registerRemotes as register } from '@module-federation/enhanced/runtime';

export const REMOTE_NAMES = ['betting', 'wallet', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

declare global {
  interface Window {
    /**
     * Where each remote's mf-manifest.json is, when not at the default `/mfe/<name>/mf-manifest.json`
     * of the embedded gateway: set by a script the page loads before the shell (see frontends/README.md).
     */
    __P2P_REMOTES__?: Partial<Record<RemoteName, string>>;
  }
}

export function manifestUrl(name: RemoteName): string {
  const configured = window.__P2P_REMOTES__?.[name];
  return new URL(configured ?? `/mfe/${name}/mf-manifest.json`, window.location.origin).href;
}

/**
 * Registers the remotes with the federation runtime. `force` drops what the runtime cached about
 * them (a manifest that failed to load, a broken entry), so a Retry really fetches them again.
 */
export function registerRemotes(names: readonly RemoteName[] = REMOTE_NAMES, force = false): void {
  register(
    names.map((name) => ({ name, entry: manifestUrl(name) })),
    { force },
  );
}
