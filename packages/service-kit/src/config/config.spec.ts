import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { baseConfigSchema, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const valid = { JWT_PUBLIC_KEY: 'pem', INTERNAL_API_TOKEN: 'x'.repeat(16) };

  it('applies defaults to a valid environment', () => {
    const config = loadConfig('auth', baseConfigSchema, valid);
    expect(config.PORT).toBe(3000);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('names every missing or bad variable', () => {
    const attempt = () => loadConfig('auth', baseConfigSchema, { PORT: 'eighty' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/JWT_PUBLIC_KEY/);
    expect(attempt).toThrow(/INTERNAL_API_TOKEN/);
  });

  it('validates a service extension of the base schema', () => {
    const schema = baseConfigSchema.extend({ COMMISSION_BPS: z.coerce.number().int().min(0).max(10000) });
    expect(() => loadConfig('wallet', schema, { ...valid, COMMISSION_BPS: '-1' })).toThrow(/COMMISSION_BPS/);
  });

  it.each(['SEED_DEMO_DATA', 'FOOTBALL_TEST_CONTROLS'])(
    'refuses %s=true in production, naming it',
    (name) => {
      const schema = baseConfigSchema.extend({ [name]: z.string().optional() });

      expect(() =>
        loadConfig('football', schema, { ...valid, NODE_ENV: 'production', [name]: 'true' }),
      ).toThrow(`${name}: is for the embedded demo and tests only, never with NODE_ENV=production`);
      expect(
        loadConfig('football', schema, { ...valid, NODE_ENV: 'production', [name]: 'false' }),
      ).toBeTruthy();
      expect(loadConfig('football', schema, { ...valid, NODE_ENV: 'test', [name]: 'true' })).toBeTruthy();
    },
  );
});
