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

  describe.each(['SEED_DEMO_DATA', 'FOOTBALL_TEST_CONTROLS'])('the demo switch %s', (name) => {
    const schema = baseConfigSchema.extend({ [name]: z.string().optional() });
    const load = (env: Record<string, string>) => loadConfig('football', schema, { ...valid, ...env });

    it.each(['development', 'test'])('is allowed with NODE_ENV=%s', (nodeEnv) => {
      expect(load({ NODE_ENV: nodeEnv, [name]: 'true' })).toBeTruthy();
    });

    it.each(['production', 'staging', 'prod', 'Development', ''])(
      'refuses to start with NODE_ENV="%s", naming the switch',
      (nodeEnv) => {
        expect(() => load({ NODE_ENV: nodeEnv, [name]: 'true' })).toThrow(
          `${name}: is for the embedded demo and tests only, with NODE_ENV=development or test (NODE_ENV is "${nodeEnv}")`,
        );
        expect(() => load({ NODE_ENV: nodeEnv, [name]: '1' })).toThrow(ConfigError);
      },
    );

    it('refuses to start without NODE_ENV', () => {
      expect(() => load({ [name]: 'true' })).toThrow(
        `${name}: is for the embedded demo and tests only, with NODE_ENV=development or test (NODE_ENV is unset)`,
      );
    });

    it('lets any environment start with the switch off', () => {
      expect(load({ NODE_ENV: 'production', [name]: 'false' })).toBeTruthy();
      expect(load({})).toBeTruthy();
    });
  });
});
