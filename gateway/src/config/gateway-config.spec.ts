import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@p2p/service-kit';
import { loadGatewayConfig } from './gateway-config';

describe(loadGatewayConfig.name, () => {
  const minimal = { JWT_PUBLIC_KEY: 'pem', INTERNAL_API_TOKEN: 'x'.repeat(16) };

  it('applies the documented defaults', () => {
    const config = loadGatewayConfig(minimal);

    expect(config).toMatchObject({
      PORT: 8080,
      RATE_LIMIT_PER_MINUTE_IP: 300,
      RATE_LIMIT_PER_MINUTE_USER: 600,
      RATE_LIMIT_AUTH_PER_MINUTE_IP: 20,
      UPSTREAM_TIMEOUT_MS: 10_000,
      BODY_LIMIT_BYTES: 8 * 1024 * 1024,
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
    });
    expect(config.SERVICE_URL_AUTH).toBeUndefined();
  });

  it('names a missing key and a bad service URL', () => {
    const attempt = () => loadGatewayConfig({ SERVICE_URL_WALLET: 'not a url' });

    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_PUBLIC_KEY/);
    expect(attempt).toThrow(/INTERNAL_API_TOKEN/);
    expect(attempt).toThrow(/SERVICE_URL_WALLET/);
  });

  it('refuses an internal token shorter than the services accept', () => {
    expect(() => loadGatewayConfig({ ...minimal, INTERNAL_API_TOKEN: 'short' })).toThrow(
      /INTERNAL_API_TOKEN/,
    );
  });

  it('treats an empty variable as not set', () => {
    const config = loadGatewayConfig({ ...minimal, SERVICE_URL_ADMIN: '', REDIS_URL: '' });

    expect(config.SERVICE_URL_ADMIN).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('splits CORS origins and refuses one with a path', () => {
    const config = loadGatewayConfig({
      ...minimal,
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
    });

    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => loadGatewayConfig({ ...minimal, CORS_ORIGINS: 'https://a.example/app' })).toThrow(
      /CORS_ORIGINS/,
    );
  });

  it('refuses a zero rate limit', () => {
    expect(() => loadGatewayConfig({ ...minimal, RATE_LIMIT_PER_MINUTE_USER: '0' })).toThrow(
      /RATE_LIMIT_PER_MINUTE_USER/,
    );
  });

  it('reads TRUST_PROXY as a hop count, a flag or an address list', () => {
    expect(loadGatewayConfig({ ...minimal, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadGatewayConfig({ ...minimal, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadGatewayConfig({ ...minimal, TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });
});
