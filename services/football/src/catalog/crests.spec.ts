import { describe, expect, it } from '@jest/globals';
import { escapeXml, leagueLogoSvg, readableOn, teamCrestSvg } from './crests';

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
});
