import { describe, expect, it } from '@jest/globals';
import { cacheControlFor, isNeverAFile, isPageRequest } from './static-roots';

describe(cacheControlFor.name, () => {
  it.each(['/dist/index.html', '/dist/mf-manifest.json', '/dist/remoteEntry.js'])(
    'revalidates %s',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );

  it.each(['/dist/index.html.br', '/dist/remoteEntry.js.gz', '/dist/favicon.svg'])(
    'revalidates %s',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );

  it('keeps hashed chunks for a year', () => {
    expect(cacheControlFor('/dist/static/js/412.3f2a9c.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe(isPageRequest.name, () => {
  const remotes = ['/mfe/betting', '/mfe/wallet'];

  it('treats client-side routes of the shell as pages', () => {
    expect(isPageRequest('GET', '/offers/42', '/', remotes)).toBe(true);
    expect(isPageRequest('HEAD', '/wallet/deposit', '/', remotes)).toBe(true);
  });

  it('never answers a missing file with the page', () => {
    expect(isPageRequest('GET', '/static/js/gone.3f2a.js', '/', remotes)).toBe(false);
    expect(isPageRequest('GET', '/mfe/betting/gone', '/', remotes)).toBe(false);
  });

  it('leaves the API, probes, metrics and other methods alone', () => {
    expect(isPageRequest('GET', '/api/nothing', '/', remotes)).toBe(false);
    expect(isPageRequest('GET', '/health/live', '/', remotes)).toBe(false);
    expect(isPageRequest('GET', '/metrics', '/', remotes)).toBe(false);
    expect(isPageRequest('POST', '/offers', '/', remotes)).toBe(false);
  });

  it('limits a root mounted below / to its own prefix', () => {
    expect(isPageRequest('GET', '/admin/users', '/admin', [])).toBe(true);
    expect(isPageRequest('GET', '/offers', '/admin', [])).toBe(false);
  });
});

describe(isNeverAFile.name, () => {
  it('spares API calls, probes and metrics a look on disk', () => {
    expect(isNeverAFile('/api/p2p-betting/offers/public')).toBe(true);
    expect(isNeverAFile('/api')).toBe(true);
    expect(isNeverAFile('/health/ready')).toBe(true);
    expect(isNeverAFile('/metrics')).toBe(true);
  });

  it('leaves everything else to the static files', () => {
    expect(isNeverAFile('/')).toBe(false);
    expect(isNeverAFile('/main.js')).toBe(false);
    expect(isNeverAFile('/apidocs.html')).toBe(false);
    expect(isNeverAFile('/mfe/betting/remoteEntry.js')).toBe(false);
  });
});
