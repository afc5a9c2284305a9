import { join } from 'node:path';

/** Where the built frontends are served from in the embedded mode: the shell at /, remotes under /mfe/<name>/. */
export function webRoots(repoRoot: string) {
  return [
    { urlPrefix: '/mfe/betting/', dir: join(repoRoot, 'frontends/betting-mfe/dist') },
    { urlPrefix: '/mfe/wallet/', dir: join(repoRoot, 'frontends/wallet-mfe/dist') },
    { urlPrefix: '/mfe/admin/', dir: join(repoRoot, 'frontends/admin-mfe/dist') },
    { urlPrefix: '/', dir: join(repoRoot, 'frontends/shell/dist'), spaFallback: true },
  ];
}
