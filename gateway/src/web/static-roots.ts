import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface StaticRoot {
  /** `/` for the shell, `/mfe/<name>/` for a remote. */
  urlPrefix: string;
  dir: string;
  /** Answer client-side routes (`/offers/42`) with the root's index.html. */
  spaFallback?: boolean;
}

/** Files whose names stay the same from one build to the next: the browser must ask each time. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'favicon.svg']);

/** The suffixes of a file's precompressed forms, built beside it (frontends/federated-app.mjs). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Paths that are never a page of the web app. */
const NOT_PAGES = ['/api', '/health', '/metrics'];

/** Entry files are revalidated on every load; everything else has a content hash in its name. */
export function cacheControlFor(file: string): string {
  return ENTRY_FILES.has(basename(file).replace(COMPRESSED_SUFFIX, ''))
    ? 'no-cache'
    : 'public, max-age=31536000, immutable';
}

function withoutTrailingSlash(prefix: string): string {
  return prefix === '/' ? '/' : prefix.replace(/\/+$/, '');
}

function isUnder(path: string, prefix: string): boolean {
  return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
}

/** API calls, probes and metrics: no file of the web app, so never worth a look on disk. */
export function isNeverAFile(path: string): boolean {
  return NOT_PAGES.some((prefix) => isUnder(path, prefix));
}

/**
 * A browser navigation the SPA should handle: a GET under the root that names no file (no dot in
 * its last segment) and belongs to neither the API nor another root, so a missing chunk is a 404
 * and never an HTML page.
 */
export function isPageRequest(
  method: string,
  path: string,
  prefix: string,
  otherPrefixes: string[],
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!isUnder(path, prefix)) return false;
  if (isNeverAFile(path) || otherPrefixes.some((other) => isUnder(path, other))) return false;
  return !(path.split('/').pop() ?? '').includes('.');
}

/** Serves the roots whose folder exists (frontends may not be built yet), most specific first. */
export function mountStaticRoots(app: NestExpressApplication, roots: StaticRoot[]): void {
  const present = roots
    .filter((root) => existsSync(root.dir))
    .map((root) => ({ ...root, urlPrefix: withoutTrailingSlash(root.urlPrefix) }))
    .sort((a, b) => b.urlPrefix.length - a.urlPrefix.length);
  for (const root of present) {
    // A file's brotli or gzip form where the build made one and the browser takes it.
    const files = expressStaticGzip(root.dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: 'index.html',
      serveStatic: {
        redirect: false,
        setHeaders: (response, file) => response.setHeader('Cache-Control', cacheControlFor(file)),
      },
    });
    // The shell's root sees every request: without this, each API GET would cost a stat() first.
    app.use(root.urlPrefix, (request: Request, response: Response, next: NextFunction) =>
      isNeverAFile(request.originalUrl.split('?')[0]) ? next() : files(request, response, next),
    );
  }
  for (const root of present.filter((candidate) => candidate.spaFallback)) {
    const others = present
      .map((other) => other.urlPrefix)
      .filter((prefix) => prefix !== root.urlPrefix && prefix !== '/');
    const index = join(root.dir, 'index.html');
    app.use((request: Request, response: Response, next: NextFunction) => {
      if (!isPageRequest(request.method, request.path, root.urlPrefix, others)) return next();
      response.setHeader('Cache-Control', cacheControlFor(index));
      response.sendFile(index, (error?: Error) => (error && !response.headersSent ? next() : undefined));
    });
  }
}
