import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

const WEB_ORIGIN = 'https://bet.example';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function builtApp(root: string, files: Record<string, string | Buffer>): string {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return root;
}

/** What a browser meets: security headers, CORS, and the built web apps with their cache rules. */
describe('gateway for the browser', () => {
  let web: string;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    const shell = builtApp(join(web, 'shell'), {
      'index.html': '<html>shell</html>',
      'static/js/main.3f2a9c.js': 'console.log(1)',
      // The build's precompressed forms; each says which one was sent.
      'static/js/app.5e6f7a.js': 'plain()',
      'static/js/app.5e6f7a.js.br': brotliCompressSync('fromBrotli()'),
      'static/js/app.5e6f7a.js.gz': gzipSync('fromGzip()'),
    });
    const betting = builtApp(join(web, 'betting'), {
      'remoteEntry.js': 'remote()',
      'remoteEntry.js.gz': gzipSync('remoteFromGzip()'),
      'mf-manifest.json': '{}',
      'static/js/412.9d8e7f.js': 'chunk()',
    });
    gateway = await startGateway({ CORS_ORIGINS: WEB_ORIGIN }, [
      { urlPrefix: '/mfe/betting/', dir: betting },
      { urlPrefix: '/mfe/wallet/', dir: join(web, 'not-built-yet') },
      { urlPrefix: '/', dir: shell, spaFallback: true },
    ]);
  });

  afterAll(async () => {
    await gateway?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends helmet headers with a policy for a same-origin SPA', async () => {
    const { headers } = await call(`${gateway.url}/api/nothing`);
    const policy = headers.get('content-security-policy') ?? '';

    expect(policy).toContain("script-src 'self'");
    expect(policy.split(';').find((directive) => directive.startsWith('connect-src'))).toBe(
      "connect-src 'self'",
    );
    expect(policy).toContain("img-src 'self' data: https:");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it('allows the configured web origin, with credentials', async () => {
    const preflight = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'POST' },
    });
    const { headers } = await call(`${gateway.url}/api/health`, { headers: { origin: WEB_ORIGIN } });

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('does not allow any other origin', async () => {
    const { headers } = await call(`${gateway.url}/api/health`, {
      headers: { origin: 'https://evil.example' },
    });

    expect(headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['/', 'no-cache', 'shell'],
    ['/static/js/main.3f2a9c.js', IMMUTABLE, 'console'],
    ['/mfe/betting/remoteEntry.js', 'no-cache', 'remote'],
    ['/mfe/betting/mf-manifest.json', 'no-cache', '{}'],
    ['/mfe/betting/static/js/412.9d8e7f.js', IMMUTABLE, 'chunk'],
  ])('serves %s with Cache-Control %s', async (path, cacheControl, content) => {
    const response = await fetch(`${gateway.url}${path}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(await response.text()).toContain(content);
  });

  it.each([
    ['br, gzip', 'br', 'fromBrotli'],
    ['gzip, deflate', 'gzip', 'fromGzip'],
    ['identity', null, 'plain'],
  ])('sends a file built compressed as %s asks', async (accepted, encoding, content) => {
    const response = await fetch(`${gateway.url}/static/js/app.5e6f7a.js`, {
      headers: { 'accept-encoding': accepted },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await response.text()).toContain(content);
  });

  it('keeps an entry file revalidated in its compressed form', async () => {
    const response = await fetch(`${gateway.url}/mfe/betting/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('remoteFromGzip');
  });

  it("answers the shell's client-side routes with its index.html", async () => {
    const response = await fetch(`${gateway.url}/offers/42`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('shell');
  });

  it('answers a missing file with 404, never with the page', async () => {
    const chunk = await fetch(`${gateway.url}/mfe/betting/static/js/gone.1234.js`);
    const unbuilt = await fetch(`${gateway.url}/mfe/wallet/remoteEntry.js`);

    expect(chunk.status).toBe(404);
    expect(unbuilt.status).toBe(404);
  });

  it('keeps unknown API routes out of the SPA fallback', async () => {
    expect(await call(`${gateway.url}/api/nothing`)).toMatchObject({
      status: 404,
      body: { success: false, message: 'Route not found' },
    });
  });
});
