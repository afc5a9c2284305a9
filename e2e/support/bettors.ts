import { ADULT_DATE_OF_BIRTH, eventually, accessToken, testUser } from '@p2p/testing';
import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { bounded } from '@p2p/scripts';
import { signUp, verifiedEmailToken } from './email-verification';

/** Black-box tests read answers as loose JSON; the services' own tests check their types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface ApiAnswer<T = Json> {
  status: number;
  body: T;
}

/** A JSON client of the platform's public API, through the gateway only. */
export function apiClient(baseUrl: string) {
  const call = async function call<T = Json>(
    method: string,
    path: string,
    options: { body?: object; token?: string; cookie?: string } = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return Object.assign(call, { baseUrl });
}

export type Api = ReturnType<typeof apiClient>;

export interface RegisteredBettor {
  id: string;
  username: string;
  name: string;
  /** What they sign in with, in a browser too. */
  email: string;
  password: string;
  token: string;
}

/** An admin's token as auth would sign it (the platform under test uses the test keys). */
export const adminToken = () => accessToken(testUser({ role: 'admin', name: 'Platform Admin' }));

/**
 * A phone of the bettor's own: one person (phone digits and date of birth) on a break cannot sign up
 * again (issue 30), and every bettor shares the adult date of birth.
 */
const phoneFor = (tag: string) => `+1 555 ${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`;

/**
 * Signs a bettor up through the gateway. Money moves only for a verified email (issue 30), so the
 * bettor enters the mailed PIN and refreshes, as the web app does, unless `verifyEmail` is false.
 */
export async function registerBettor(
  api: Api,
  name: string,
  { verifyEmail = true }: { verifyEmail?: boolean } = {},
): Promise<RegisteredBettor> {
  const tag = randomBytes(4).toString('hex');
  const username = `${name.split(' ')[0].toLowerCase()}_${tag}`;
  const email = `${username}@example.com`;
  const password = 'Correct-Horse-9';
  const signedUp = await signUp(api, {
    name,
    username,
    email,
    password,
    phone: phoneFor(tag),
    dateOfBirth: ADULT_DATE_OF_BIRTH,
  });
  const token = verifyEmail ? await verifiedEmailToken(api, email, signedUp.refreshCookie) : signedUp.token;
  return { id: signedUp.user.id, username, name, email, password, token };
}

/** A bank-transfer method admins publish, the one depositors pick. */
export async function createPaymentMethod(api: Api, admin: string): Promise<string> {
  const response = await api('POST', '/api/direct-payments/admin/methods', {
    token: admin,
    body: {
      type: 'bank_transfer',
      name: `E2E bank ${randomBytes(3).toString('hex')}`,
      isActive: true,
      details: { bankName: 'First Bank', accountNumber: '3012345678', accountName: 'P2P Bet Ltd' },
    },
  });
  expect([200, 201]).toContain(response.status);
  return response.body.data.id;
}

/** Funds a bettor the way the product does: a deposit request, approved by an admin. Answers the net credited. */
export async function depositAndApprove(
  api: Api,
  bettor: RegisteredBettor,
  admin: string,
  paymentMethodId: string,
  amount: string,
): Promise<string> {
  const submitted = await api('POST', '/api/deposits/submit', {
    token: bettor.token,
    body: { paymentMethodId, amount, transactionReference: `E2E-${randomBytes(3).toString('hex')}` },
  });
  expect(submitted).toMatchObject({ status: 201 });
  const approved = await api('PATCH', `/api/deposits/admin/transactions/${submitted.body.transaction.id}`, {
    token: admin,
    body: { status: 'approved', adminNotes: 'Seen on the statement' },
  });
  expect(approved).toMatchObject({ status: 200 });
  return approved.body.transaction.netAmount as string;
}

/**
 * Funds every bettor with `amount` through one new payment method, `inFlight` deposits at a time.
 * Answers the net credited to each, in the bettors' order.
 */
export async function fundBettors(
  api: Api,
  bettors: readonly RegisteredBettor[],
  amount: string,
  { admin = adminToken(), inFlight = 1 }: { admin?: string; inFlight?: number } = {},
): Promise<string[]> {
  const method = await createPaymentMethod(api, admin);
  return bounded(
    bettors.map((bettor) => () => depositAndApprove(api, bettor, admin, method, amount)),
    inFlight,
  );
}

export async function balanceOf(
  api: Api,
  bettor: RegisteredBettor,
): Promise<{ available: string; held: string; total: string }> {
  const response = await api('GET', '/api/wallet/balance', { token: bettor.token });
  expect(response).toMatchObject({ status: 200 });
  return response.body.data;
}

/** A match created through football's test controls, once betting has it from football's events. */
export async function scheduleTestMatch(
  api: Api,
  options: { startTime: Date; homeTeamId?: string; awayTeamId?: string },
): Promise<string> {
  const created = await api('POST', '/api/football/test/matches', {
    token: adminToken(),
    body: {
      leagueId: 'premier-league',
      homeTeamId: options.homeTeamId ?? 'arsenal',
      awayTeamId: options.awayTeamId ?? 'chelsea',
      startTime: options.startTime.toISOString(),
    },
  });
  expect(created).toMatchObject({ status: 201 });
  const matchId: string = created.body.data.id;
  await eventually(async () => {
    expect((await api('GET', `/api/p2p-betting/matches/${matchId}/offers`)).status).toBe(200);
  });
  return matchId;
}

/** Dollars as integer cents, for sums that must be exact. */
export const cents = (dollars: string): bigint => {
  const [whole, fraction = ''] = dollars.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return dollars.startsWith('-') ? -value : value;
};

/** The maker's offer on a match, taken by the taker on the other side: answers the bet's id. */
export async function takeOffer(
  api: Api,
  maker: RegisteredBettor,
  taker: RegisteredBettor,
  matchId: string,
  betAmount = '25.00',
): Promise<string> {
  const offer = await api('POST', '/api/p2p-betting/offers', {
    token: maker.token,
    body: { matchId, betAmount, betSelection: 'home_win' },
  });
  expect(offer).toMatchObject({ status: 201 });
  const taken = await api('POST', `/api/p2p-betting/offers/${offer.body.data.id}/match`, {
    token: taker.token,
    body: { counterSelection: 'away_win' },
  });
  expect(taken).toMatchObject({ status: 201 });
  return taken.body.data.id;
}

/** Full time through football's test controls, with this score. */
export async function finishTestMatch(api: Api, matchId: string, home: number, away: number): Promise<void> {
  const finished = await api('POST', `/api/football/test/matches/${matchId}/finish`, {
    token: adminToken(),
    body: { home, away },
  });
  expect(finished).toMatchObject({ status: 200 });
}
