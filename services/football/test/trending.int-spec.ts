import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventEnvelope, OfferCreated, Topics } from '@p2p/contracts';
import { accessToken, eventually, testUser } from '@p2p/testing';
import { offerCancelled, offerCreated, offerMatched } from './factories/betting-events';
import { createTestMatch } from './factories/test-match';
import { FootballApp, startFootball, TEST_NOW } from './support/football-app';

const hoursFromNow = (hours: number) => new Date(Date.parse(TEST_NOW) + hours * 3_600_000).toISOString();

interface TrendingBody {
  match: { id: string; betOffers: number; league: { id: string } };
  openOffers: number;
  offersLast24h: number;
  matchedLast24h: number;
  volumeLast24h: string;
  lastActivityAt: string;
}

describe('Trending, projected from betting events', () => {
  let football: FootballApp;
  const get = (path: string) => football.api().get(`/api/football/${path}`);
  const publish = (...events: EventEnvelope[]) => football.bus.publish(Topics.betting, events);
  const trending = async (): Promise<TrendingBody[]> => (await get('trending')).body.data;

  beforeAll(async () => {
    football = await startFootball();
  });

  afterAll(async () => {
    await football?.close();
  });

  it('is empty while nobody has bet', async () => {
    await createTestMatch(football, { startTime: hoursFromNow(3) });

    expect(await trending()).toEqual([]);
    expect((await get('dashboard')).body.data.trendingBets).toEqual([]);
    for (const league of (await get('leagues/stats')).body.data) expect(league.trending).toBe(false);
  });

  it('ranks matches by offers created and matched in the last 24 hours, with their open offers and volume', async () => {
    const busy = await createTestMatch(football, {
      homeTeamId: 'liverpool',
      awayTeamId: 'manchester-city',
      startTime: hoursFromNow(4),
    });
    const quiet = await createTestMatch(football, {
      leagueId: 'serie-a',
      homeTeamId: 'inter',
      awayTeamId: 'napoli',
      startTime: hoursFromNow(5),
    });
    const recently = hoursFromNow(-1);
    const offers = [1, 2, 3].map(() =>
      offerCreated({ matchId: busy.id, stake: '25.00', createdAt: recently }),
    );
    const payload = (event: EventEnvelope) => event.payload as OfferCreated;

    await publish(
      ...offers,
      offerMatched(payload(offers[0]), recently),
      offerCancelled(payload(offers[1])),
      offerCreated({ matchId: quiet.id, stake: '10.50', createdAt: recently }),
      offerCreated({ matchId: quiet.id, stake: '99.00', createdAt: hoursFromNow(-30) }),
    );

    await eventually(async () =>
      expect((await trending()).map((row) => row.match.id)).toEqual([busy.id, quiet.id]),
    );
    const [first, second] = await trending();
    expect(first).toMatchObject({
      match: { id: busy.id, betOffers: 1 },
      openOffers: 1,
      offersLast24h: 3,
      matchedLast24h: 1,
      volumeLast24h: '100.00',
      lastActivityAt: recently,
    });
    expect(second).toMatchObject({
      openOffers: 2,
      offersLast24h: 1,
      matchedLast24h: 0,
      volumeLast24h: '10.50',
    });
  });

  it('counts open offers on the Match of every list', async () => {
    const [busiest] = await trending();

    const odds = await get(`matches?date=${TEST_NOW.slice(0, 10)}`);

    const match = odds.body.data.find((candidate: { id: string }) => candidate.id === busiest.match.id);
    expect(match.betOffers).toBe(1);
  });

  it('shows the same trending bets on the dashboard', async () => {
    const dashboard = (await get('dashboard')).body.data;

    expect(dashboard.trendingBets).toEqual(await trending());
  });

  it('marks a competition trending when it had enough betting in the last 24 hours', async () => {
    const stats = (await get('leagues/stats')).body.data;
    const trendingLeagues = stats
      .filter((league: { trending: boolean }) => league.trending)
      .map((league: { id: string }) => league.id);

    expect(trendingLeagues).toEqual(['premier-league']);
  });

  it('applies a redelivered event once', async () => {
    const match = await createTestMatch(football, {
      homeTeamId: 'brighton',
      awayTeamId: 'everton',
      startTime: hoursFromNow(6),
    });
    const offer = offerCreated({ matchId: match.id, createdAt: hoursFromNow(-2) });

    await publish(offer, offer);

    await eventually(async () => {
      const row = (await trending()).find((candidate) => candidate.match.id === match.id);
      expect(row).toMatchObject({ openOffers: 1, offersLast24h: 1 });
    });
  });

  it('leaves private offers, and their bets, out of trending and the open counts', async () => {
    const match = await createTestMatch(football, {
      homeTeamId: 'fulham',
      awayTeamId: 'brentford',
      startTime: hoursFromNow(8),
    });
    const forFriend = offerCreated({ matchId: match.id, createdAt: hoursFromNow(-1), visibility: 'user' });
    const byLink = offerCreated({ matchId: match.id, createdAt: hoursFromNow(-1), visibility: 'link' });
    const marker = offerCreated({ matchId: match.id, createdAt: hoursFromNow(-1) });

    // The public one after them: once it shows, the private ones have been applied too.
    await publish(
      forFriend,
      byLink,
      offerMatched(forFriend.payload as OfferCreated, hoursFromNow(-1)),
      marker,
    );

    await eventually(async () => {
      const row = (await trending()).find((candidate) => candidate.match.id === match.id);
      expect(row).toMatchObject({
        openOffers: 1,
        offersLast24h: 1,
        matchedLast24h: 0,
        volumeLast24h: '25.00',
      });
    });
  });

  it('drops a match from trending once it has finished', async () => {
    const match = await createTestMatch(football, {
      homeTeamId: 'aston-villa',
      awayTeamId: 'wolverhampton-wanderers',
      startTime: hoursFromNow(7),
    });
    await publish(offerCreated({ matchId: match.id, createdAt: hoursFromNow(-1) }));
    await eventually(async () => expect((await trending()).map((row) => row.match.id)).toContain(match.id));

    await football
      .api()
      .post(`/api/football/test/matches/${match.id}/finish`)
      .set({ authorization: `Bearer ${accessToken(testUser({ role: 'admin' }))}` })
      .send({ home: 1, away: 0 });

    expect((await trending()).map((row) => row.match.id)).not.toContain(match.id);
  });
});
