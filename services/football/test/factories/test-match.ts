import { accessToken, testUser } from '@p2p/testing';
import type { FootballApp } from '../support/football-app';

export interface TestMatchInput {
  leagueId?: string;
  homeTeamId?: string;
  awayTeamId?: string;
  startTime: string;
  featured?: boolean;
}

/** A scheduled match created through the test controls; returns its Match view. */
export async function createTestMatch(football: FootballApp, input: TestMatchInput) {
  const response = await football
    .api()
    .post('/api/football/test/matches')
    .set({ authorization: `Bearer ${accessToken(testUser({ role: 'admin' }))}` })
    .send({ leagueId: 'premier-league', homeTeamId: 'arsenal', awayTeamId: 'chelsea', ...input });
  if (response.status !== 201)
    throw new Error(`Could not create a test match: ${JSON.stringify(response.body)}`);
  return response.body.data as { id: string; startTime: string; status: string };
}
