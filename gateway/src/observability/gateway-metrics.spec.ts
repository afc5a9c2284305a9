import { describe, expect, it } from '@jest/globals';
import { routeLabels } from './gateway-metrics';

describe(routeLabels.name, () => {
  it('labels a proxied call by its service and prefix, not its full path', () => {
    expect(routeLabels({ path: '/api/bets/123/settle', route: { path: '/api/*path' } })).toEqual({
      upstream: 'betting',
      route: '/api/bets',
    });
  });

  it("labels the gateway's own endpoints by their route", () => {
    expect(routeLabels({ path: '/api/health', route: { path: '/api/health' } })).toEqual({
      upstream: 'none',
      route: '/api/health',
    });
  });

  it('folds unknown API paths and web files into one label each', () => {
    expect(routeLabels({ path: '/api/x/1', route: { path: '/api/*path' } }).route).toBe('unmatched');
    expect(routeLabels({ path: '/assets/app.3f2a.js' }).route).toBe('web');
  });
});
