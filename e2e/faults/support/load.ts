import { ADULT_DATE_OF_BIRTH } from '@p2p/testing';
import { randomBytes } from 'node:crypto';
import { RecordingClient } from './http-client';

/** A money operation the platform acknowledged (2xx): it must be in the ledger exactly once. */
export interface Acknowledged {
  op: string;
  /** The ledger transaction it must have made: `ledger_transactions (type, ref)`. */
  type: string;
  ref: string;
}

interface Bettor {
  id: string;
  username: string;
  token: string;
}

interface OpenOffer {
  id: string;
  makerId: string;
  selection: string;
}

/** An exchange offer of the load's, out of the pool while a client takes a part of it or cancels it. */
interface ExchangeOffer {
  id: string;
  makerId: string;
  /** Whole dollars of the backer's stake not yet taken, as the load's acknowledged takes say. */
  unmatchedDollars: number;
}

export interface LoadOptions {
  clients: number;
  bettors: number;
  /** Matches open for betting at any time; the referee finishes the oldest and schedules another. */
  openMatches: number;
  refereeEveryMs: number;
}

const COUNTER: Record<string, string> = {
  home_win: 'away_win',
  away_win: 'home_win',
  'over_2.5': 'under_2.5',
  'under_2.5': 'over_2.5',
};
const SELECTIONS = Object.keys(COUNTER);
const EXCHANGE_SELECTIONS = [...SELECTIONS, 'draw', 'btts_yes', 'btts_no'];
/** Prices at which a whole-dollar part's liability is whole cents: no rounding is left in the offer's hold. */
const EXCHANGE_ODDS = ['1.5', '2.0', '3.0', '4.5'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bounded mixed load: sign-ups funded by deposits an admin approves, offers created, taken and
 * cancelled, transfers and withdrawals, and a referee finishing matches (settlement) and scheduling
 * new ones. Each client does one thing at a time with a short pause, so the load stays within what
 * two cores carry while faults are injected.
 */
export class MixedLoad {
  readonly acknowledged: Acknowledged[] = [];
  readonly settledMatches: string[] = [];
  private readonly bettors: Bettor[] = [];
  private readonly offers = new Map<string, OpenOffer>();
  private readonly exchangeOffers = new Map<string, ExchangeOffer>();
  private readonly matches: string[] = [];
  private adminToken = '';
  private paymentMethodId = '';
  private stopping = false;
  private running: Promise<void>[] = [];

  constructor(
    readonly client: RecordingClient,
    private readonly options: LoadOptions,
    /** The PIN mailed to a new bettor: money moves only for a verified email (issue 30). */
    private readonly verificationPin: (email: string) => Promise<string | null>,
  ) {}

  /** The admin signs in, publishes a payment method and a rate, and schedules the first matches. */
  async prepare(admin: { email: string; password: string }): Promise<void> {
    const login = await this.client.call('admin login', 'POST', '/api/auth/login', { body: admin });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    this.adminToken = login.body.data.token;
    const method = await this.client.call('payment method', 'POST', '/api/direct-payments/admin/methods', {
      token: this.adminToken,
      body: {
        type: 'bank_transfer',
        name: 'Faults bank',
        isActive: true,
        details: { bankName: 'First Bank', accountNumber: '3012345678', accountName: 'P2P Bet Ltd' },
      },
    });
    if (![200, 201].includes(method.status)) throw new Error(`payment method answered ${method.status}`);
    this.paymentMethodId = method.body.data.id;
    const rate = await this.client.call('exchange rate', 'PUT', '/api/wallet/admin/exchange-rate', {
      token: this.adminToken,
      body: { ngnPerUsd: '1500.00' },
    });
    if (rate.status !== 200) throw new Error(`exchange rate answered ${rate.status}`);
    while (this.matches.length < this.options.openMatches) await this.scheduleMatch();
  }

  start(): void {
    this.running = [
      ...Array.from({ length: this.options.clients }, () => this.clientLoop()),
      this.refereeLoop(),
    ];
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  get operations(): number {
    return this.client.records.length;
  }

  private async clientLoop(): Promise<void> {
    while (!this.stopping) {
      if (this.bettors.length < this.options.bettors) await this.signUp();
      else await this.anyOperation();
      await pause(50 + Math.random() * 100);
    }
  }

  private async anyOperation(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.2) await this.createOffer();
    else if (roll < 0.4) await this.takeOffer();
    else if (roll < 0.45) await this.cancelOffer();
    else if (roll < 0.52) await this.createExchangeOffer();
    else if (roll < 0.65) await this.takePart();
    else if (roll < 0.7) await this.cancelExchangeOffer();
    else if (roll < 0.8) await this.transfer();
    else if (roll < 0.85) await this.withdraw();
    else if (roll < 0.9) await this.deposit(pick(this.bettors), '20.00');
    else await this.client.call('balance', 'GET', '/api/wallet/balance', { token: pick(this.bettors).token });
  }

  private async signUp(): Promise<void> {
    const username = `load_${randomBytes(5).toString('hex')}`;
    const email = `${username}@example.com`;
    const password = 'Correct-Horse-9';
    const registered = await this.client.call('sign-up', 'POST', '/api/auth/register', {
      body: {
        name: 'Load Bettor',
        username,
        email,
        password,
        phone: '+1 555 010 1234',
        dateOfBirth: ADULT_DATE_OF_BIRTH,
      },
    });
    if (registered.status !== 201) return;
    const pin = await this.verificationPin(email);
    if (!pin) return;
    const verified = await this.client.call(
      'email verification',
      'POST',
      '/api/email-verification/verify-pin',
      {
        body: { email, pin },
      },
    );
    if (verified.status !== 200) return;
    // A token signed after the PIN, which says the email is verified.
    const login = await this.client.call('sign-in', 'POST', '/api/auth/login', { body: { email, password } });
    if (login.status !== 200) return;
    const bettor = { id: registered.body.data.user.id, username, token: login.body.data.token };
    this.bettors.push(bettor);
    await this.deposit(bettor, '200.00');
  }

  private async deposit(bettor: Bettor, amount: string): Promise<void> {
    const submitted = await this.client.call('deposit', 'POST', '/api/deposits/submit', {
      token: bettor.token,
      body: {
        paymentMethodId: this.paymentMethodId,
        amount,
        transactionReference: `F-${randomBytes(4).toString('hex')}`,
      },
    });
    if (submitted.status !== 201) return;
    const id: string = submitted.body.transaction.id;
    const approved = await this.client.call(
      'deposit approval',
      'PATCH',
      `/api/deposits/admin/transactions/${id}`,
      {
        token: this.adminToken,
        body: { status: 'approved', adminNotes: 'Seen on the statement' },
      },
    );
    if (approved.status === 200) this.acknowledged.push({ op: 'deposit approval', type: 'deposit', ref: id });
  }

  private async createOffer(): Promise<void> {
    if (this.matches.length === 0) return;
    const maker = pick(this.bettors);
    const selection = pick(SELECTIONS);
    const created = await this.client.call('offer create', 'POST', '/api/p2p-betting/offers', {
      token: maker.token,
      body: {
        matchId: pick(this.matches),
        betAmount: `${1 + Math.floor(Math.random() * 9)}.00`,
        betSelection: selection,
      },
    });
    if (created.status !== 201) return;
    const id: string = created.body.data.id;
    this.acknowledged.push({ op: 'offer create', type: 'hold', ref: `offer:${id}` });
    this.offers.set(id, { id, makerId: maker.id, selection });
  }

  private async takeOffer(): Promise<void> {
    const offer = this.randomOffer();
    if (!offer) return;
    const taker = pick(this.bettors.filter((bettor) => bettor.id !== offer.makerId));
    if (!taker) return;
    // Out of the pool before the call: another client taking it too would only measure the 409.
    this.offers.delete(offer.id);
    const matched = await this.client.call(
      'offer take',
      'POST',
      `/api/p2p-betting/offers/${offer.id}/match`,
      {
        token: taker.token,
        body: { counterSelection: COUNTER[offer.selection] },
      },
    );
    if (matched.status === 201)
      this.acknowledged.push({ op: 'offer take', type: 'hold', ref: `bet:${matched.body.data.id}` });
  }

  private async cancelOffer(): Promise<void> {
    const offer = this.randomOffer();
    if (!offer) return;
    this.offers.delete(offer.id);
    const maker = this.bettors.find((bettor) => bettor.id === offer.makerId)!;
    const cancelled = await this.client.call(
      'offer cancel',
      'DELETE',
      `/api/p2p-betting/offers/${offer.id}`,
      {
        token: maker.token,
      },
    );
    if (cancelled.status === 200)
      this.acknowledged.push({ op: 'offer cancel', type: 'release', ref: `offer:${offer.id}` });
  }

  /** Backs or lays any selection at a price, for a whole-dollar stake the makers' holds can cover. */
  private async createExchangeOffer(): Promise<void> {
    if (this.matches.length === 0) return;
    const maker = pick(this.bettors);
    const stake = 2 + Math.floor(Math.random() * 9);
    const created = await this.client.call(
      'exchange offer create',
      'POST',
      '/api/p2p-betting/exchange/offers',
      {
        token: maker.token,
        body: {
          matchId: pick(this.matches),
          selection: pick(EXCHANGE_SELECTIONS),
          side: pick(['back', 'lay']),
          odds: pick(EXCHANGE_ODDS),
          stake: `${stake}.00`,
        },
      },
    );
    if (created.status !== 201) return;
    const id: string = created.body.data.id;
    this.acknowledged.push({ op: 'exchange offer create', type: 'hold', ref: `offer:${id}` });
    this.exchangeOffers.set(id, { id, makerId: maker.id, unmatchedDollars: stake });
  }

  /**
   * A part of whole dollars. The offer is out of the pool during the call; it goes back with what is
   * left only when the answer says what happened (201, or a refusal): after no answer the part may or
   * may not have been taken, so the load leaves that offer alone.
   */
  private async takePart(): Promise<void> {
    const offer = this.randomExchangeOffer();
    if (!offer) return;
    const taker = pick(this.bettors.filter((bettor) => bettor.id !== offer.makerId));
    if (!taker) return;
    this.exchangeOffers.delete(offer.id);
    const dollars = 1 + Math.floor(Math.random() * offer.unmatchedDollars);
    const taken = await this.client.call(
      'exchange part take',
      'POST',
      `/api/p2p-betting/exchange/offers/${offer.id}/take`,
      { token: taker.token, body: { amount: `${dollars}.00` } },
    );
    if (taken.status === 201) {
      this.acknowledged.push({ op: 'exchange part take', type: 'hold', ref: `bet:${taken.body.data.id}` });
      const left = offer.unmatchedDollars - dollars;
      if (left > 0) this.exchangeOffers.set(offer.id, { ...offer, unmatchedDollars: left });
    } else if (taken.status >= 400 && taken.status < 500 && taken.status !== 409) {
      // Refused as a whole (the taker's balance, a limit): nothing of the offer was taken.
      this.exchangeOffers.set(offer.id, offer);
    }
  }

  /** Cancels the unmatched remainder: its hold, all of it still there at these prices, is released. */
  private async cancelExchangeOffer(): Promise<void> {
    const offer = this.randomExchangeOffer();
    if (!offer) return;
    this.exchangeOffers.delete(offer.id);
    const maker = this.bettors.find((bettor) => bettor.id === offer.makerId)!;
    const cancelled = await this.client.call(
      'exchange offer cancel',
      'DELETE',
      `/api/p2p-betting/offers/${offer.id}`,
      { token: maker.token },
    );
    if (cancelled.status === 200)
      this.acknowledged.push({ op: 'exchange offer cancel', type: 'release', ref: `offer:${offer.id}` });
  }

  private async transfer(): Promise<void> {
    const sender = pick(this.bettors);
    const recipient = pick(this.bettors.filter((bettor) => bettor.id !== sender.id));
    if (!recipient) return;
    const sent = await this.client.call('transfer', 'POST', '/api/wallet/transfers', {
      token: sender.token,
      body: { username: recipient.username, amount: '1.00' },
    });
    if (sent.status >= 200 && sent.status < 300)
      this.acknowledged.push({ op: 'transfer', type: 'transfer', ref: sent.body.data.id });
  }

  private async withdraw(): Promise<void> {
    const bettor = pick(this.bettors);
    const requested = await this.client.call('withdrawal', 'POST', '/api/wallet/withdrawals', {
      token: bettor.token,
      body: { bankCode: '011', accountNumber: '0123456789', amount: '1500.00' },
    });
    if (requested.status >= 200 && requested.status < 300)
      this.acknowledged.push({ op: 'withdrawal', type: 'withdrawal', ref: requested.body.data.id });
  }

  private randomOffer(): OpenOffer | undefined {
    if (this.offers.size === 0) return undefined;
    return pick([...this.offers.values()]);
  }

  private randomExchangeOffer(): ExchangeOffer | undefined {
    if (this.exchangeOffers.size === 0) return undefined;
    return pick([...this.exchangeOffers.values()]);
  }

  /** Finishes the oldest open match (betting settles its bets) and schedules the next. */
  private async refereeLoop(): Promise<void> {
    while (!this.stopping) {
      await pause(this.options.refereeEveryMs);
      if (this.stopping) break;
      const matchId = this.matches.shift();
      if (matchId) {
        const finished = await this.client.call(
          'match finish',
          'POST',
          `/api/football/test/matches/${matchId}/finish`,
          {
            token: this.adminToken,
            body: { home: Math.floor(Math.random() * 4), away: Math.floor(Math.random() * 4) },
          },
        );
        if (finished.status === 200) this.settledMatches.push(matchId);
        // A finish that got no answer may still have happened: the match is not offered again.
      }
      await this.scheduleMatch();
    }
  }

  private async scheduleMatch(): Promise<void> {
    const created = await this.client.call('match schedule', 'POST', '/api/football/test/matches', {
      token: this.adminToken,
      body: {
        leagueId: 'premier-league',
        homeTeamId: 'arsenal',
        awayTeamId: 'chelsea',
        startTime: new Date(Date.now() + 24 * 3600_000).toISOString(),
      },
    });
    if (created.status !== 201) return;
    const matchId: string = created.body.data.id;
    // Betting learns of the match from football's events; offers on it are refused until then.
    for (let attempt = 0; attempt < 240 && !this.stopping; attempt++) {
      const known = await this.client.call(
        'match known',
        'GET',
        `/api/p2p-betting/matches/${matchId}/offers`,
      );
      if (known.status === 200) break;
      await pause(250);
    }
    this.matches.push(matchId);
  }
}
