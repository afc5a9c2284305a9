import { describe, expect, it } from '@jest/globals';
import { emblemSprite, escapeXml, leagueLogoSvg, readableOn, teamCrestSvg } from './crests';
import { logoUrls, teamEmblemFragment } from './logo-urls';

const brighton = {
  name: 'Brighton & Hove Albion',
  shortName: 'BHA',
  primaryColor: '#0057B8',
  secondaryColor: '#FFFFFF',
};

describe('crests', () => {
  it("draws a club's crest in its colours with its initials", () => {
    const svg = teamCrestSvg(brighton);

    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="#0057B8"');
    expect(svg).toContain('>BHA</text>');
    expect(svg).toContain('<title>Brighton &amp; Hove Albion</title>');
    expect(svg).not.toContain('Brighton & Hove');
  });

  it("draws a competition's logo", () => {
    const svg = leagueLogoSvg({
      name: 'Champions League',
      shortName: 'UCL',
      primaryColor: '#0E1E5B',
      secondaryColor: '#FFFFFF',
    });

    expect(svg).toContain('<circle');
    expect(svg).toContain('>UCL</text>');
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('writes the initials in a colour that reads on the crest', () => {
    expect(readableOn('#FFFFFF', '#FEBE10')).toBe('#000000');
    expect(readableOn('#EF0107', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableOn('#000000', '#000000')).toBe('#FFFFFF');
  });

  it('stacks emblems in a sprite, each framed by a view named after it', () => {
    const sprite = emblemSprite([
      { fragment: 'league-pl', svg: leagueLogoSvg(brighton) },
      { fragment: 'team-bha', svg: teamCrestSvg(brighton) },
    ]);

    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 220">/);
    expect(sprite).toContain(
      '<view id="league-pl" viewBox="0 0 100 100"/><svg y="0" width="100" height="100" ',
    );
    expect(sprite).toContain(
      '<view id="team-bha" viewBox="0 100 100 120"/><svg y="100" width="100" height="120" ',
    );
    // Each <img> paints only the emblem its fragment names, not the whole sheet.
    expect(sprite).toContain('<style>:root>svg{display:none}:root>view:target+svg{display:inline}</style>');
  });

  it("names a club's place in the sprite with a valid XML id, and leaves a feed's crest at its route", () => {
    const logos = logoUrls('0123456789abcdef');

    expect(teamEmblemFragment('saint-étienne 9')).toBe('team-saint-_e9_tienne_20_9');
    expect(logos.team({ id: 'arsenal', crestUrl: null })).toBe(
      '/api/football/emblems/0123456789abcdef.svg#team-arsenal',
    );
    expect(logos.team({ id: 'arsenal-57', crestUrl: 'https://crests.football-data.org/57.png' })).toBe(
      '/api/football/teams/arsenal-57/crest.svg',
    );
    expect(logos.league('la-liga')).toBe('/api/football/emblems/0123456789abcdef.svg#league-la-liga');
  });
});
