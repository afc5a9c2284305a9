import type { FdMatch, FdMatchStatus } from '../../src/feeds/football-data/football-data.types';
import { freePort } from '@p2p/testing';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { recorded, RecordedAnswer } from './recorded-answers';

export const TEST_API_KEY = 'test-football-data-token';

export interface ServedRequest {
  path: string;
  query: Record<string, string>;
}

/**
 * football-data.org's API v4 played from the recorded answers, on 127.0.0.1: the Premier League's
 * clubs and table, and the matches the test sets (their status and score changed as time goes on);
 * the other competitions answer with empty lists. A wrong token gets the recorded 403; answers
 * queued with `failNext` (a 429...) are played before the normal ones.
 */
export class FootballDataServer {
  readonly requests: ServedRequest[] = [];
  private readonly matches = new Map<number, FdMatch>();
  private readonly failures: RecordedAnswer[] = [];

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<FootballDataServer> {
    const port = await freePort();
    let self: FootballDataServer | null = null;
    const server = createServer((request, response) => self?.answer(request, response));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    self = new FootballDataServer(server, `http://127.0.0.1:${port}/v4`);
    return self;
  }

  /**
   * Sets a match as the feed now reports it, from the recorded live answer (Arsenal - Chelsea):
   * its kick-off, status and full-time (current) score.
   */
  play(fdId: number, state: { utcDate: Date; status: FdMatchStatus; score?: [number, number] | null }): void {
    const template = recorded<{ matches: FdMatch[] }>('match-live').body.matches[0];
    const [home, away] = state.score ?? [null, null];
    this.matches.set(fdId, {
      ...template,
      id: fdId,
      utcDate: state.utcDate.toISOString().replace('.000Z', 'Z'),
      status: state.status,
      lastUpdated: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      score: {
        ...template.score,
        winner:
          state.status !== 'FINISHED' || home === null
            ? null
            : home > away!
              ? 'HOME_TEAM'
              : home < away!
                ? 'AWAY_TEAM'
                : 'DRAW',
        fullTime: { home, away },
      },
    });
  }

  failNext(answer: RecordedAnswer): void {
    this.failures.push(answer);
  }

  requestsTo(pathPart: string): ServedRequest[] {
    return this.requests.filter((request) => request.path.includes(pathPart));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    this.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    if (request.headers['x-auth-token'] !== TEST_API_KEY) return send(response, recorded('error-403'));
    const failure = this.failures.shift();
    if (failure) return send(response, failure);
    const competition = /^\/v4\/competitions\/(\w+)\/(teams|standings|matches)$/.exec(url.pathname);
    if (competition) {
      const [, code, resource] = competition;
      return send(response, this.competitionAnswer(code, resource));
    }
    if (url.pathname === '/v4/matches') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const matches = ids.flatMap((id) => this.matches.get(id) ?? []);
      return send(response, {
        ...recorded('match-live'),
        body: {
          filters: { ids: url.searchParams.get('ids') },
          resultSet: { count: matches.length },
          matches,
        },
      });
    }
    send(response, { status: 404, headers: {}, body: { message: 'Not found', errorCode: 404 } });
  }

  private competitionAnswer(code: string, resource: string): RecordedAnswer {
    const premierLeague = code === 'PL';
    if (resource === 'teams') {
      const teams = recorded<{ teams: unknown[] }>('competition-teams-PL');
      return premierLeague ? teams : { ...teams, body: { ...teams.body, count: 0, teams: [] } };
    }
    if (resource === 'standings') {
      const standings = recorded<{ standings: unknown[] }>('standings-PL');
      return premierLeague ? standings : { ...standings, body: { ...standings.body, standings: [] } };
    }
    const list = recorded<{ matches: FdMatch[] }>('matches-PL');
    const matches = premierLeague ? [...this.matches.values()] : [];
    return { ...list, body: { ...list.body, resultSet: { count: matches.length }, matches } };
  }
}

function send(response: ServerResponse, answer: RecordedAnswer): void {
  response.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
  response.end(JSON.stringify(answer.body));
}
