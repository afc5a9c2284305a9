import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BetSettled,
  betHoldKey,
  createEvent,
  HoldRefusal,
  HoldRefusals,
  HoldRoutes,
  Money,
  offerHoldKey,
  partHoldKey,
  placeHoldRequest,
  TypedEvent,
} from '@p2p/contracts';
import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomUUID } from 'node:crypto';

export interface HoldProtocolFixture {
  /** The base URL of the wallet's internal hold API. */
  url: string;
  /** The commission the wallet takes from a won bet's pot, in basis points. */
  commissionBps: number;
  /** A user the wallet knows, with this many dollars available. */
  fundedUser(dollars: string): Promise<string>;
  balance(userId: string): Promise<{ available: string; held: string }>;
  /** Delivers one of betting's events as the wallet's consumer does and waits until it is applied. */
  deliver(event: BettingEscrowEvent): Promise<void>;
  close(): Promise<void>;
}

/** Betting's events that give a hold up: every release and capture travels as one of these. */
export type BettingEscrowEvent = TypedEvent<
  | 'betting.OfferCancelled'
  | 'betting.OfferExpired'
  | 'betting.OfferRejected'
  | 'betting.ClaimAbandoned'
  | 'betting.BetSettled'
>;

/**
 * The escrow protocol of `@p2p/contracts` as betting relies on it, both halves (the hold command and
 * the events that give holds up), run against the real wallet and against betting's WalletDouble, so
 * the double cannot drift from the wallet it stands in for.
 */
export function describeHoldProtocol(name: string, makeFixture: () => Promise<HoldProtocolFixture>) {
  describe(`the hold protocol of ${name}`, () => {
    let wallet: HoldProtocolFixture;

    beforeAll(async () => {
      wallet = await makeFixture();
    });

    afterAll(async () => {
      await wallet?.close();
    });

    async function call(path: string, payload: object): Promise<{ status: number; body: unknown }> {
      const response = await fetch(`${wallet.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': TEST_INTERNAL_TOKEN },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: await response.json() };
    }
    const hold = (key: string, userId: string, dollars: string) =>
      call(HoldRoutes.hold, placeHoldRequest(key, userId, Money.toCents(dollars)));
    // Each delivery is a new event (its own id), as a second publication of the same fact would be.
    const offerGivenUp = (
      type: 'betting.OfferCancelled' | 'betting.OfferExpired',
      offerId: string,
      userId: string,
    ) => wallet.deliver(createEvent(type, offerId, { offerId, userId, stake: '20.00' }));
    const claimAbandoned = (betId: string, makerPart?: boolean) =>
      wallet.deliver(
        createEvent('betting.ClaimAbandoned', betId, {
          offerId: randomUUID(),
          betId,
          ...(makerPart && { makerPart }),
        }),
      );
    const held = (key: string, userId: string, amount: string) => ({
      status: 200,
      body: { success: true, data: { key, userId, amount, status: 'held' } },
    });
    const refused = (refusal: HoldRefusal) => ({
      status: refusal.status,
      body: { success: false, code: refusal.code, message: refusal.message },
    });

    it('holds the amount: from available to held, answered with the hold', async () => {
      const user = await wallet.fundedUser('50.00');
      const key = offerHoldKey(randomUUID());

      expect(await hold(key, user, '20')).toEqual(held(key, user, '20.00'));
      expect(await wallet.balance(user)).toEqual({ available: '30.00', held: '20.00' });
    });

    it('answers the same key and body with the first answer, holding once', async () => {
      const user = await wallet.fundedUser('50.00');
      const key = betHoldKey(randomUUID());
      await hold(key, user, '20.00');

      expect(await hold(key, user, '20.00')).toEqual(held(key, user, '20.00'));
      expect(await wallet.balance(user)).toEqual({ available: '30.00', held: '20.00' });
    });

    it('refuses the same key with another body', async () => {
      const user = await wallet.fundedUser('50.00');
      const other = await wallet.fundedUser('50.00');
      const key = offerHoldKey(randomUUID());
      await hold(key, user, '20.00');

      expect(await hold(key, user, '25.00')).toEqual(refused(HoldRefusals.keyReused));
      expect(await hold(key, other, '20.00')).toEqual(refused(HoldRefusals.keyReused));
      expect(await wallet.balance(other)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('refuses an amount above the available balance, and keeps refusing that key', async () => {
      const user = await wallet.fundedUser('19.99');
      const offerId = randomUUID();
      const key = offerHoldKey(offerId);

      expect(await hold(key, user, '20.00')).toEqual(refused(HoldRefusals.insufficient));
      expect(await wallet.balance(user)).toEqual({ available: '19.99', held: '0.00' });
      const richer = await wallet.fundedUser('100.00');
      expect(await hold(key, richer, '20.00')).toEqual(refused(HoldRefusals.keyReused));
      expect(await hold(key, user, '20.00')).toEqual(refused(HoldRefusals.insufficient));
      // A refused hold holds nothing: giving it up returns nothing either.
      await offerGivenUp('betting.OfferCancelled', offerId, user);
      expect(await wallet.balance(user)).toEqual({ available: '19.99', held: '0.00' });
    });

    it.each(['betting.OfferCancelled', 'betting.OfferExpired'] as const)(
      "returns the maker's stake once on %s, however often it comes",
      async (type) => {
        const user = await wallet.fundedUser('50.00');
        const offerId = randomUUID();
        await hold(offerHoldKey(offerId), user, '20.00');

        await offerGivenUp(type, offerId, user);
        await offerGivenUp(type, offerId, user);

        expect(await wallet.balance(user)).toEqual({ available: '50.00', held: '0.00' });
      },
    );

    it("returns the taker's stake once on ClaimAbandoned, however often it comes", async () => {
      const user = await wallet.fundedUser('50.00');
      const betId = randomUUID();
      await hold(betHoldKey(betId), user, '20.00');

      await claimAbandoned(betId);
      await claimAbandoned(betId);

      expect(await wallet.balance(user)).toEqual({ available: '50.00', held: '0.00' });
    });

    it('refuses a hold whose ClaimAbandoned came first (a tombstone), and holds nothing', async () => {
      const user = await wallet.fundedUser('50.00');
      const betId = randomUUID();

      await claimAbandoned(betId);
      expect(await hold(betHoldKey(betId), user, '20.00')).toEqual(refused(HoldRefusals.released));
      await claimAbandoned(betId);

      expect(await wallet.balance(user)).toEqual({ available: '50.00', held: '0.00' });
    });

    describe('a part carved out of a hold (several takers of one offer)', () => {
      const part = (key: string, userId: string, dollars: string, from: string) =>
        call(HoldRoutes.hold, placeHoldRequest(key, userId, Money.toCents(dollars), from));
      const partKey = () => `part:${randomUUID()}`;

      it('takes the part out of the source, the money staying held, and gives back only the rest', async () => {
        const maker = await wallet.fundedUser('50.00');
        const offerId = randomUUID();
        await hold(offerHoldKey(offerId), maker, '50.00');
        const [first, second] = [partKey(), partKey()];

        expect(await part(first, maker, '20.00', offerHoldKey(offerId))).toEqual(held(first, maker, '20.00'));
        expect(await part(second, maker, '30.00', offerHoldKey(offerId))).toEqual(
          held(second, maker, '30.00'),
        );
        expect(await wallet.balance(maker)).toEqual({ available: '0.00', held: '50.00' });

        // The source holds nothing now: cancelling the offer returns nothing, and the parts stay held.
        await offerGivenUp('betting.OfferCancelled', offerId, maker);
        expect(await wallet.balance(maker)).toEqual({ available: '0.00', held: '50.00' });
      });

      it('refuses a part larger than what the source still holds, and keeps refusing that key', async () => {
        const maker = await wallet.fundedUser('50.00');
        const offerId = randomUUID();
        await hold(offerHoldKey(offerId), maker, '50.00');
        await part(partKey(), maker, '30.00', offerHoldKey(offerId));
        const tooMuch = partKey();

        expect(await part(tooMuch, maker, '20.01', offerHoldKey(offerId))).toEqual(
          refused(HoldRefusals.sourceShort),
        );
        expect(await part(tooMuch, maker, '20.01', offerHoldKey(offerId))).toEqual(
          refused(HoldRefusals.sourceShort),
        );
        await offerGivenUp('betting.OfferCancelled', offerId, maker);
        expect(await wallet.balance(maker)).toEqual({ available: '20.00', held: '30.00' });
      });

      it("refuses a part of a released hold, of another user's, of a part, or of no hold", async () => {
        const maker = await wallet.fundedUser('50.00');
        const other = await wallet.fundedUser('50.00');
        const [cancelled, open] = [randomUUID(), randomUUID()];
        await hold(offerHoldKey(cancelled), maker, '10.00');
        await offerGivenUp('betting.OfferCancelled', cancelled, maker);
        await hold(offerHoldKey(open), maker, '20.00');
        const first = partKey();
        await part(first, maker, '5.00', offerHoldKey(open));

        for (const [userId, from] of [
          [maker, offerHoldKey(cancelled)],
          [other, offerHoldKey(open)],
          [maker, first],
          [maker, offerHoldKey(randomUUID())],
        ])
          expect(await part(partKey(), userId, '1.00', from)).toEqual(refused(HoldRefusals.sourceShort));
        expect(await wallet.balance(maker)).toEqual({ available: '30.00', held: '20.00' });
        expect(await wallet.balance(other)).toEqual({ available: '50.00', held: '0.00' });
      });

      it('answers a repeated part and its source with their first answers, and refuses either with another body', async () => {
        const maker = await wallet.fundedUser('50.00');
        const offerId = randomUUID();
        await hold(offerHoldKey(offerId), maker, '40.00');
        const key = partKey();
        await part(key, maker, '15.00', offerHoldKey(offerId));

        expect(await part(key, maker, '15.00', offerHoldKey(offerId))).toEqual(held(key, maker, '15.00'));
        expect(await hold(offerHoldKey(offerId), maker, '40.00')).toEqual(
          held(offerHoldKey(offerId), maker, '40.00'),
        );
        expect(await hold(key, maker, '15.00')).toEqual(refused(HoldRefusals.keyReused));
        expect(await part(key, maker, '16.00', offerHoldKey(offerId))).toEqual(
          refused(HoldRefusals.keyReused),
        );
        expect(await wallet.balance(maker)).toEqual({ available: '10.00', held: '40.00' });
      });

      describe('given back (its claim abandoned)', () => {
        /** A maker's offer of $50 with parts of these amounts carved out of it, each a bet of its own. */
        async function offerInParts(...dollars: string[]) {
          const maker = await wallet.fundedUser('50.00');
          const offerId = randomUUID();
          await hold(offerHoldKey(offerId), maker, '50.00');
          const betIds = dollars.map(() => randomUUID());
          for (const [index, amount] of dollars.entries())
            expect(
              (await part(partHoldKey(betIds[index]), maker, amount, offerHoldKey(offerId))).status,
            ).toBe(200);
          return { maker, offerId, betIds };
        }

        it('puts a part back into its held source, where a later part takes it again and its release returns it', async () => {
          const { maker, offerId, betIds } = await offerInParts('30.00', '20.00');

          await claimAbandoned(betIds[0], true);
          await claimAbandoned(betIds[0], true);

          expect(await wallet.balance(maker)).toEqual({ available: '0.00', held: '50.00' });
          const later = partHoldKey(randomUUID());
          expect(await part(later, maker, '30.00', offerHoldKey(offerId))).toEqual(
            held(later, maker, '30.00'),
          );
          // What was given back is the source's again: its request and the part's keep their answers.
          expect(await hold(offerHoldKey(offerId), maker, '50.00')).toEqual(
            held(offerHoldKey(offerId), maker, '50.00'),
          );
          expect(await part(partHoldKey(betIds[0]), maker, '30.00', offerHoldKey(offerId))).toEqual(
            held(partHoldKey(betIds[0]), maker, '30.00'),
          );
          await claimAbandoned(betIds[1], true);
          await offerGivenUp('betting.OfferCancelled', offerId, maker);
          expect(await wallet.balance(maker)).toEqual({ available: '20.00', held: '30.00' });
        });

        it('returns a part given back after its source was released to available funds, once', async () => {
          const { maker, offerId, betIds } = await offerInParts('20.00');
          await offerGivenUp('betting.OfferCancelled', offerId, maker);
          expect(await wallet.balance(maker)).toEqual({ available: '30.00', held: '20.00' });

          await claimAbandoned(betIds[0], true);
          await claimAbandoned(betIds[0], true);

          expect(await wallet.balance(maker)).toEqual({ available: '50.00', held: '0.00' });
        });

        it('refuses a part (and its taker) whose ClaimAbandoned came first, the source keeping it', async () => {
          const { maker, offerId } = await offerInParts();
          const taker = await wallet.fundedUser('50.00');
          const betId = randomUUID();

          await claimAbandoned(betId, true);

          expect(await part(partHoldKey(betId), maker, '20.00', offerHoldKey(offerId))).toEqual(
            refused(HoldRefusals.released),
          );
          expect(await hold(betHoldKey(betId), taker, '40.00')).toEqual(refused(HoldRefusals.released));
          await offerGivenUp('betting.OfferCancelled', offerId, maker);
          expect(await wallet.balance(maker)).toEqual({ available: '50.00', held: '0.00' });
          expect(await wallet.balance(taker)).toEqual({ available: '50.00', held: '0.00' });
        });

        it('holds each cent once when parts given back race new parts of the same source', async () => {
          const { maker, offerId, betIds } = await offerInParts('10.00', '10.00', '10.00', '10.00', '10.00');

          const [, answers] = await Promise.all([
            Promise.all(betIds.map((betId) => claimAbandoned(betId, true))),
            Promise.all(
              Array.from({ length: 10 }, () =>
                part(partHoldKey(randomUUID()), maker, '10.00', offerHoldKey(offerId)),
              ),
            ),
          ]);

          const taken = answers.filter((answer) => answer.status === 200).length;
          expect(
            answers.every((answer) => [200, HoldRefusals.sourceShort.status].includes(answer.status)),
          ).toBe(true);
          expect(taken).toBeLessThanOrEqual(5);
          expect(await wallet.balance(maker)).toEqual({ available: '0.00', held: '50.00' });
          await offerGivenUp('betting.OfferCancelled', offerId, maker);
          expect(await wallet.balance(maker)).toEqual({
            available: Money.format(5000n - 1000n * BigInt(taken)),
            held: Money.format(1000n * BigInt(taken)),
          });
        });

        it('returns every part once when they are given back racing the source’s release', async () => {
          const { maker, offerId, betIds } = await offerInParts('10.00', '10.00', '10.00', '5.00');

          await Promise.all([
            offerGivenUp('betting.OfferCancelled', offerId, maker),
            ...betIds.map((betId) => claimAbandoned(betId, true)),
          ]);

          expect(await wallet.balance(maker)).toEqual({ available: '50.00', held: '0.00' });
        });
      });

      it('lets racing parts take no more than the source holds', async () => {
        const maker = await wallet.fundedUser('50.00');
        const offerId = randomUUID();
        await hold(offerHoldKey(offerId), maker, '50.00');

        const answers = await Promise.all(
          Array.from({ length: 20 }, () => part(partKey(), maker, '5.00', offerHoldKey(offerId))),
        );

        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
        expect(answers.filter((answer) => answer.status === HoldRefusals.sourceShort.status)).toHaveLength(
          10,
        );
        await offerGivenUp('betting.OfferCancelled', offerId, maker);
        expect(await wallet.balance(maker)).toEqual({ available: '0.00', held: '50.00' });
      });
    });

    describe('a batch', () => {
      /**
       * Every kind of answer in one list: holds that fit, one that no longer fits after them, a key
       * repeated with its body and with another's, a key a ClaimAbandoned came first for, an invalid item.
       */
      async function everyKindOfItem() {
        const rich = await wallet.fundedUser('50.00');
        const poor = await wallet.fundedUser('30.00');
        const [first, second, third, fourth, gone] = Array.from({ length: 5 }, () => randomUUID());
        await claimAbandoned(gone);
        const items = [
          { key: betHoldKey(first), userId: poor, amount: '20.00' },
          { key: betHoldKey(second), userId: poor, amount: '20.00' },
          { key: betHoldKey(third), userId: poor, amount: '10.00' },
          { key: betHoldKey(first), userId: poor, amount: '20.00' },
          { key: betHoldKey(second), userId: poor, amount: '20.00' },
          { key: betHoldKey(first), userId: rich, amount: '20.00' },
          { key: betHoldKey(gone), userId: rich, amount: '5.00' },
          { key: offerHoldKey(fourth), userId: rich, amount: 'lots' },
          { key: offerHoldKey(fourth), userId: rich, amount: '50.00' },
        ];
        // Answers compared with the ids named by their role, so two runs on different users compare.
        const roles = new Map(
          [rich, poor, first, second, third, fourth, gone].map((id, index) => [id, `#${index}`]),
        );
        const anonymous = (answer: unknown) =>
          JSON.parse(JSON.stringify(answer).replace(/[0-9a-f-]{36}/g, (id) => roles.get(id) ?? id));
        const balances = async () => [await wallet.balance(rich), await wallet.balance(poor)];
        return { items, anonymous, balances };
      }

      it('answers each item exactly as it would be answered alone, the items placed in order', async () => {
        const alone = await everyKindOfItem();
        const aloneAnswers = [];
        for (const item of alone.items) aloneAnswers.push(alone.anonymous(await call(HoldRoutes.hold, item)));
        const batched = await everyKindOfItem();

        const answer = await call(HoldRoutes.batch, { holds: batched.items });

        expect(answer.status).toBe(200);
        expect(batched.anonymous((answer.body as { data: unknown[] }).data)).toEqual(aloneAnswers);
        expect(aloneAnswers.map((item: { status: number }) => item.status)).toEqual([
          200, 422, 200, 200, 422, 409, 409, 400, 200,
        ]);
        expect(await batched.balances()).toEqual(await alone.balances());
        expect(await batched.balances()).toEqual([
          { available: '0.00', held: '50.00' },
          { available: '0.00', held: '30.00' },
        ]);
      });

      it('keeps every item of batches racing over the same users, each cent held once', async () => {
        const users = await Promise.all(Array.from({ length: 4 }, () => wallet.fundedUser('100.00')));
        const batches = Array.from({ length: 8 }, (_, batch) =>
          Array.from({ length: 10 }, (_, index) => ({
            key: betHoldKey(randomUUID()),
            userId: users[(batch + index) % users.length],
            amount: '7.00',
          })),
        );

        const answers = await Promise.all(batches.map((holds) => call(HoldRoutes.batch, { holds })));

        const items = answers.flatMap((answer) => (answer.body as { data: Array<{ status: number }> }).data);
        const heldPerUser = new Map(users.map((user) => [user, 0]));
        batches.flat().forEach((hold, index) => {
          if (items[index].status === 200)
            heldPerUser.set(hold.userId, (heldPerUser.get(hold.userId) ?? 0) + 7);
        });
        for (const user of users) {
          const held = heldPerUser.get(user) ?? 0;
          // 80 holds of $7 over 4 users of $100: each user's 20 asks fit 14 times.
          expect(held).toBe(98);
          expect(await wallet.balance(user)).toEqual({ available: '2.00', held: `${held}.00` });
        }
      });

      it.each([[[]], [Array.from({ length: 501 }, () => ({}))]])(
        'refuses a batch of no holds or too many, holding nothing',
        async (holds) => {
          const answer = await call(HoldRoutes.batch, { holds });

          expect(answer.status).toBe(400);
        },
      );
    });

    describe('settlement', () => {
      async function matchedBet(stake: string) {
        const maker = await wallet.fundedUser('100.00');
        const taker = await wallet.fundedUser('100.00');
        const bet = { offerId: randomUUID(), betId: randomUUID(), makerId: maker, takerId: taker, stake };
        expect((await hold(offerHoldKey(bet.offerId), maker, stake)).status).toBe(200);
        expect((await hold(betHoldKey(bet.betId), taker, stake)).status).toBe(200);
        return bet;
      }
      const settled = (
        bet: Awaited<ReturnType<typeof matchedBet>>,
        result: BetSettled['result'],
        winnerId: string | null,
      ) =>
        createEvent('betting.BetSettled', bet.offerId, { ...bet, matchId: randomUUID(), result, winnerId });

      it('pays the winner both stakes less the commission on the pot; a late release moves nothing', async () => {
        const bet = await matchedBet('40.00');

        await wallet.deliver(settled(bet, 'won', bet.makerId));
        // Captured holds stay captured: neither give-up event returns a stake that was paid out.
        await offerGivenUp('betting.OfferCancelled', bet.offerId, bet.makerId);
        await claimAbandoned(bet.betId);

        const commission = Money.percentOf(Money.toCents('80.00'), wallet.commissionBps);
        expect(await wallet.balance(bet.makerId)).toEqual({
          available: Money.format(Money.toCents('140.00') - commission),
          held: '0.00',
        });
        expect(await wallet.balance(bet.takerId)).toEqual({ available: '60.00', held: '0.00' });
      });

      it.each(['push', 'void'] as const)('gives each side its stake back on a %s', async (result) => {
        const bet = await matchedBet('40.00');

        await wallet.deliver(settled(bet, result, null));
        await claimAbandoned(bet.betId);

        expect(await wallet.balance(bet.makerId)).toEqual({ available: '100.00', held: '0.00' });
        expect(await wallet.balance(bet.takerId)).toEqual({ available: '100.00', held: '0.00' });
      });

      it('applies a settlement delivered again under another event id once', async () => {
        const bet = await matchedBet('10.00');
        await wallet.deliver(settled(bet, 'won', bet.takerId));
        await wallet.deliver(settled(bet, 'won', bet.takerId));

        const commission = Money.percentOf(Money.toCents('20.00'), wallet.commissionBps);
        expect(await wallet.balance(bet.takerId)).toEqual({
          available: Money.format(Money.toCents('110.00') - commission),
          held: '0.00',
        });
      });

      describe('of a part of an exchange offer', () => {
        /**
         * A maker backing at 3.0 with an offer of $50, of which a taker laid $10: the maker's part holds
         * the $10 stake, carved out of the offer's hold, the taker's hold its $20 liability.
         */
        async function exchangeBet() {
          const maker = await wallet.fundedUser('100.00');
          const taker = await wallet.fundedUser('100.00');
          const bet = {
            offerId: randomUUID(),
            betId: randomUUID(),
            makerId: maker,
            takerId: taker,
            stake: '10.00',
          };
          expect((await hold(offerHoldKey(bet.offerId), maker, '50.00')).status).toBe(200);
          const carved = placeHoldRequest(partHoldKey(bet.betId), maker, 1000n, offerHoldKey(bet.offerId));
          expect((await call(HoldRoutes.hold, carved)).status).toBe(200);
          expect((await hold(betHoldKey(bet.betId), taker, '20.00')).status).toBe(200);
          return bet;
        }
        const exchangeSettled = (
          bet: Awaited<ReturnType<typeof exchangeBet>>,
          result: BetSettled['result'],
          winnerId: string | null,
          commission: string,
        ) =>
          createEvent('betting.BetSettled', bet.offerId, {
            ...bet,
            matchId: randomUUID(),
            result,
            winnerId,
            exchange: {
              odds: 300,
              makerSide: 'back' as const,
              makerStake: '10.00',
              takerStake: '20.00',
              commission,
              commissionBps: 500,
            },
          });

        it('pays the backer both holds less betting’s commission, the offer keeping the rest', async () => {
          const bet = await exchangeBet();

          await wallet.deliver(exchangeSettled(bet, 'won', bet.makerId, '1.00'));
          await wallet.deliver(exchangeSettled(bet, 'won', bet.makerId, '1.00'));

          expect(await wallet.balance(bet.makerId)).toEqual({ available: '79.00', held: '40.00' });
          expect(await wallet.balance(bet.takerId)).toEqual({ available: '80.00', held: '0.00' });
          await offerGivenUp('betting.OfferCancelled', bet.offerId, bet.makerId);
          expect(await wallet.balance(bet.makerId)).toEqual({ available: '119.00', held: '0.00' });
        });

        it('pays the layer both holds less betting’s commission', async () => {
          const bet = await exchangeBet();

          await wallet.deliver(exchangeSettled(bet, 'won', bet.takerId, '0.50'));

          expect(await wallet.balance(bet.makerId)).toEqual({ available: '50.00', held: '40.00' });
          expect(await wallet.balance(bet.takerId)).toEqual({ available: '109.50', held: '0.00' });
        });

        it.each(['push', 'void'] as const)('gives each side its hold back on a %s', async (result) => {
          const bet = await exchangeBet();

          await wallet.deliver(exchangeSettled(bet, result, null, '0.00'));
          await claimAbandoned(bet.betId, true);

          expect(await wallet.balance(bet.makerId)).toEqual({ available: '60.00', held: '40.00' });
          expect(await wallet.balance(bet.takerId)).toEqual({ available: '100.00', held: '0.00' });
        });
      });
    });
  });
}
