import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accessToken, testUser } from '@p2p/testing';
import { FakeService } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

const PER_IP = 6;
const PER_USER = 3;
const CREDENTIALS_PER_IP = 2;
const TOO_MANY = { success: false, message: 'Too many requests, please try again later' };

/**
 * Limits keyed by the client address (this gateway trusts one proxy hop, so each test plays a
 * different address in X-Forwarded-For) and by the user a valid token names.
 */
describe('gateway rate limits', () => {
  let auth: FakeService;
  let football: FakeService;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    auth = await FakeService.start('auth');
    football = await FakeService.start('football');
    gateway = await startGateway({
      SERVICE_URL_AUTH: auth.url,
      SERVICE_URL_FOOTBALL: football.url,
      RATE_LIMIT_PER_MINUTE_IP: String(PER_IP),
      RATE_LIMIT_PER_MINUTE_USER: String(PER_USER),
      RATE_LIMIT_AUTH_PER_MINUTE_IP: String(CREDENTIALS_PER_IP),
      TRUST_PROXY: '1',
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await auth?.close();
    await football?.close();
  });

  const from = (ip: string, headers: Record<string, string> = {}) => ({
    headers: { 'x-forwarded-for': ip, ...headers },
  });
  const statuses = async (count: number, path: string, init: RequestInit) => {
    const answers: number[] = [];
    for (let index = 0; index < count; index++)
      answers.push((await call(`${gateway.url}${path}`, init)).status);
    return answers;
  };

  it('answers 429 with Retry-After once an address has spent its budget, proxied routes included', async () => {
    const allowed = await statuses(PER_IP, '/api/profile', from('198.51.100.1'));

    const refused = await call(`${gateway.url}/api/profile`, from('198.51.100.1'));

    expect(allowed).toEqual(Array(PER_IP).fill(200));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it("counts the gateway's own endpoints and the proxied ones in one budget per address", async () => {
    await statuses(PER_IP, '/api/health', from('198.51.100.2'));

    expect((await call(`${gateway.url}/api/profile`, from('198.51.100.2'))).status).toBe(429);
  });

  it("does not charge one address for another's requests", async () => {
    await statuses(PER_IP + 1, '/api/profile', from('198.51.100.3'));

    expect((await call(`${gateway.url}/api/profile`, from('198.51.100.4'))).status).toBe(200);
  });

  it('gives login and registration a tighter budget per address, leaving other calls alone', async () => {
    const init = { ...from('198.51.100.5'), method: 'POST' };
    const logins = await statuses(CREDENTIALS_PER_IP + 1, '/api/auth/login', init);

    const register = await call(`${gateway.url}/api/auth/register`, init);
    const profile = await call(`${gateway.url}/api/profile`, from('198.51.100.5'));

    expect(logins).toEqual([...Array(CREDENTIALS_PER_IP).fill(200), 429]);
    expect(register.status).toBe(429);
    expect(profile.status).toBe(200);
  });

  it('limits a user across addresses, and each user separately', async () => {
    const ann = { authorization: `Bearer ${accessToken(testUser())}` };
    const bob = { authorization: `Bearer ${accessToken(testUser())}` };
    const fromManyAddresses = await Promise.all(
      Array.from({ length: PER_USER }, (_, index) =>
        call(`${gateway.url}/api/profile`, from(`203.0.113.${index}`, ann)),
      ),
    );

    const annAgain = await call(`${gateway.url}/api/profile`, from('203.0.113.50', ann));
    const bobFirst = await call(`${gateway.url}/api/profile`, from('203.0.113.50', bob));

    expect(fromManyAddresses.map((answer) => answer.status)).toEqual(Array(PER_USER).fill(200));
    expect(annAgain.status).toBe(429);
    expect(annAgain.body).toEqual(TOO_MANY);
    expect(bobFirst.status).toBe(200);
  });

  it('limits people signed in behind one address each by their own budget, not the address', async () => {
    const people = Array.from({ length: 3 }, () => ({
      authorization: `Bearer ${accessToken(testUser())}`,
    }));

    const answers = await Promise.all(
      people.map((person) => statuses(PER_USER, '/api/profile', from('192.0.2.10', person))),
    );
    const guest = await call(`${gateway.url}/api/profile`, from('192.0.2.10'));

    expect(PER_USER * people.length).toBeGreaterThan(PER_IP);
    expect(answers.flat()).toEqual(Array(PER_USER * people.length).fill(200));
    expect(guest.status).toBe(200);
  });

  it("does not charge the emblem sprite, a club's crest or a competition's logo to anyone's budget", async () => {
    const sprites = await statuses(
      PER_IP + 2,
      '/api/football/emblems/0123456789abcdef.svg',
      from('192.0.2.20'),
    );
    const crests = await statuses(PER_IP + 2, '/api/football/teams/t1/crest.svg', from('192.0.2.20'));
    const logos = await statuses(PER_IP + 2, '/api/football/leagues/l1/logo.svg', from('192.0.2.20'));
    const profile = await call(`${gateway.url}/api/profile`, from('192.0.2.20'));

    expect([...sprites, ...crests, ...logos]).toEqual(Array(3 * (PER_IP + 2)).fill(200));
    expect(profile.status).toBe(200);
  });

  it('keys an invalid token by address only, and still lets the service judge it', async () => {
    const forged = { authorization: `Bearer ${accessToken(testUser(), { issuer: 'someone-else' })}` };

    const answers = await statuses(PER_USER + 1, '/api/profile', from('203.0.113.60', forged));

    expect(answers).toEqual(Array(PER_USER + 1).fill(200));
    expect(auth.received.at(-1)?.headers.authorization).toBe(forged.authorization);
  });

  it('never limits the probes and the metrics', async () => {
    const probes = await statuses(PER_IP + 2, '/health/live', from('198.51.100.9'));
    const metrics = await statuses(PER_IP + 2, '/metrics', from('198.51.100.9'));

    expect([...probes, ...metrics].every((status) => status === 200)).toBe(true);
  });
});
