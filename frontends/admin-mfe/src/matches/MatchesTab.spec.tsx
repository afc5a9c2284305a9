/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  asSignedInAdmin,
  mockApi,
  ok,
  queriesTo,
  refused,
  renderTab,
  type ApiCall,
} from '../shared/testing/render-tab';
import { MatchesTab } from './MatchesTab';
import { aFootballMatch, aLiveMatch } from './testing/factories';

const MATCHES = '/api/football/matches';
const finishOf = (matchId: string) => `/api/admin/matches/${matchId}/finish`;
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe(MatchesTab.name, () => {
  asSignedInAdmin();

  it("lists the UTC day's matches not yet ended, those in play first, and another day on demand", async () => {
    const later = aFootballMatch({
      homeTeam: { ...aFootballMatch().homeTeam, name: 'Everton' },
      awayTeam: { ...aFootballMatch().awayTeam, name: 'Fulham' },
      startTime: '2026-03-14T19:00:00.000Z',
      betOffers: 3,
    });
    const live = aLiveMatch({ startTime: '2026-03-14T14:00:00.000Z' });
    const ended = aFootballMatch({
      homeTeam: { ...aFootballMatch().homeTeam, name: 'Leeds United', score: 2 },
      status: 'Finished',
    });
    const calls = mockApi({ [`GET ${MATCHES}`]: () => ok([later, ended, live]) });
    renderTab(<MatchesTab />);

    const table = await screen.findByRole('table', { name: 'Matches to finish' });

    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((line) => line.querySelector('strong')?.textContent);
    expect(names).toEqual(['Arsenal vs Chelsea', 'Everton vs Fulham']);
    expect(within(row('Arsenal vs Chelsea')).getByText("Live 63'")).toBeTruthy();
    expect(within(row('Arsenal vs Chelsea')).getByText('1–0')).toBeTruthy();
    expect(within(row('Everton vs Fulham')).getByText('vs')).toBeTruthy();
    expect(screen.queryByText(/Leeds United/)).toBeNull();
    expect(queriesTo(calls, MATCHES).map((query) => query.get('date'))).toEqual([
      new Date().toISOString().slice(0, 10),
    ]);

    fireEvent.change(screen.getByLabelText('Day (UTC)'), { target: { value: '2026-03-21' } });

    await waitFor(() => expect(queriesTo(calls, MATCHES).at(-1)?.get('date')).toBe('2026-03-21'));
  });

  it('finishes a match only with a score, a reason and a confirmation, then shows it finished', async () => {
    const match = aLiveMatch();
    let finished = false;
    const calls = mockApi({
      [`GET ${MATCHES}`]: () =>
        ok([
          finished
            ? {
                ...match,
                status: 'Finished',
                isLive: false,
                minute: 90,
                homeTeam: { ...match.homeTeam, score: 2 },
                awayTeam: { ...match.awayTeam, score: 1 },
              }
            : match,
        ]),
      [`POST ${finishOf(match.id)}`]: () => {
        finished = true;
        return ok({ ...match, status: 'Finished' }, 'Match finished successfully');
      },
    });
    const { user } = renderTab(<MatchesTab />);
    await user.click(await screen.findByRole('button', { name: 'Finish now: Arsenal vs Chelsea' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Finish Arsenal vs Chelsea' }));

    await user.click(dialog.getByRole('button', { name: 'Review' }));
    expect(await dialog.findAllByText('Enter a whole number of goals from 0 to 99')).toHaveLength(2);
    expect(dialog.getByText('A reason is required')).toBeTruthy();

    await user.type(dialog.getByRole('textbox', { name: 'Arsenal goals' }), '2');
    await user.type(dialog.getByRole('textbox', { name: 'Chelsea goals' }), '1');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Demo: show the bet settling');
    await user.click(dialog.getByRole('button', { name: 'Review' }));
    const summary = await dialog.findByText(/^End it now at/);
    expect(summary.textContent).toBe(
      'End it now at Arsenal 2–1 Chelsea (Arsenal win)? Its bets settle at once with this result. This cannot be undone.',
    );
    expect(posts(calls)).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Finish match' }));

    expect(await screen.findByText('Match finished successfully')).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { home: 2, away: 1, reason: 'Demo: show the bet settling' },
    ]);
    const done = within(row('Arsenal vs Chelsea'));
    expect(await done.findByText('Finished')).toBeTruthy();
    expect(done.getByText('2–1')).toBeTruthy();
    expect(done.queryByRole('button', { name: /^Finish/ })).toBeNull();
  });

  it('goes back from the confirmation to change the score', async () => {
    mockApi({ [`GET ${MATCHES}`]: () => ok([aFootballMatch()]) });
    const { user } = renderTab(<MatchesTab />);
    await user.click(await screen.findByRole('button', { name: 'Finish now: Arsenal vs Chelsea' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Arsenal goals' }), '100');
    await user.type(dialog.getByRole('textbox', { name: 'Chelsea goals' }), '0');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Demo');
    await user.click(dialog.getByRole('button', { name: 'Review' }));
    expect((await dialog.findByText(/^End it now at/)).textContent).toContain('Arsenal 10–0 Chelsea');

    await user.click(dialog.getByRole('button', { name: 'Back' }));

    expect((dialog.getByRole('textbox', { name: 'Arsenal goals' }) as HTMLInputElement).value).toBe('10');
  });

  it("shows the server's message when the match has ended meanwhile, and reads the list again", async () => {
    const match = aFootballMatch();
    const calls = mockApi({
      [`GET ${MATCHES}`]: () => ok([match]),
      [`POST ${finishOf(match.id)}`]: () => refused(409, 'Match is already finished'),
    });
    const { user } = renderTab(<MatchesTab />);
    await user.click(await screen.findByRole('button', { name: 'Finish now: Arsenal vs Chelsea' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Arsenal goals' }), '0');
    await user.type(dialog.getByRole('textbox', { name: 'Chelsea goals' }), '0');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Demo');
    await user.click(dialog.getByRole('button', { name: 'Review' }));
    await user.click(dialog.getByRole('button', { name: 'Finish match' }));

    expect(await dialog.findByText('Match is already finished')).toBeTruthy();
    await waitFor(() => expect(queriesTo(calls, MATCHES)).toHaveLength(2));
  });

  it('says when no match is left to finish on the day', async () => {
    mockApi({ [`GET ${MATCHES}`]: () => ok([aFootballMatch({ status: 'Postponed' })]) });
    renderTab(<MatchesTab />);

    expect(await screen.findByText('No match to finish on this day')).toBeTruthy();
  });

  it('says why the matches could not be read, with a Retry', async () => {
    mockApi({ [`GET ${MATCHES}`]: () => refused(503, 'Service unavailable') });
    renderTab(<MatchesTab />);

    expect(await screen.findByText(/Service unavailable/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
