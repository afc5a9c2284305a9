/**
 * Club crests and competition logos, drawn here in the clubs' colours with their initials: the
 * service has no image files (and no right to the real badges), so every logo URL it gives out is
 * one of these.
 */
export interface Emblem {
  name: string;
  shortName: string;
  primaryColor: string;
  secondaryColor: string;
}

const SHIELD = 'M50 4 L94 16 V58 C94 88 74 106 50 116 C26 106 6 88 6 58 V16 Z';

export function teamCrestSvg(team: Emblem): string {
  const ink = readableOn(team.primaryColor, team.secondaryColor);
  return svg(
    '0 0 100 120',
    team.name,
    [
      `<path d="${SHIELD}" fill="${team.primaryColor}" stroke="${team.secondaryColor}" stroke-width="6"/>`,
      `<path d="M14 84 H86" stroke="${team.secondaryColor}" stroke-width="5" stroke-linecap="round"/>`,
      label(team.shortName, 50, 64, ink),
    ].join(''),
  );
}

export function leagueLogoSvg(league: Emblem): string {
  const ink = readableOn(league.primaryColor, league.secondaryColor);
  return svg(
    '0 0 100 100',
    league.name,
    [
      `<circle cx="50" cy="50" r="45" fill="${league.primaryColor}" stroke="${league.secondaryColor}" stroke-width="6"/>`,
      `<circle cx="50" cy="50" r="34" fill="none" stroke="${league.secondaryColor}" stroke-width="2" stroke-dasharray="4 4"/>`,
      label(league.shortName, 50, 52, ink),
    ].join(''),
  );
}

function svg(viewBox: string, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

function label(text: string, x: number, y: number, color: string): string {
  const size = text.length <= 2 ? 36 : text.length === 3 ? 30 : 24;
  return (
    `<text x="${x}" y="${y}" fill="${color}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(text)}</text>`
  );
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The club's second colour when it reads well on the first, else black or white (WCAG contrast). */
export function readableOn(background: string, preferred: string): string {
  if (contrast(background, preferred) >= 3) return preferred;
  return contrast(background, '#000000') >= contrast(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const SHOW_TARGET_ONLY = ':root>svg{display:none}:root>view:target+svg{display:inline}';

/** An emblem's place in the sprite: the fragment that shows it, and its drawing. */
export interface SpriteEmblem {
  fragment: string;
  svg: string;
}

/**
 * Every drawn emblem in one SVG document, one under the other, each shown alone by its `<view>`:
 * `sprite.svg#team-arsenal` in an `<img>` is Arsenal's crest, and a page of crests costs one request.
 * Only the targeted view's drawing is displayed: a view frames one emblem but the browser would paint
 * the whole document for each `<img>` (40 crests, each painting every emblem, were a fifth of the
 * dashboard's main-thread time).
 */
export function emblemSprite(emblems: readonly SpriteEmblem[]): string {
  let top = 0;
  const parts = emblems.map(({ fragment, svg: drawing }) => {
    const [, , , width, height] = /viewBox="(\d+) (\d+) (\d+) (\d+)"/.exec(drawing)!.map(Number);
    const placed = drawing.replace('<svg ', `<svg y="${top}" width="${width}" height="${height}" `);
    const part = `<view id="${fragment}" viewBox="0 ${top} ${width} ${height}"/>${placed}`;
    top += height;
    return part;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 ${Math.max(top, 1)}"><style>${SHOW_TARGET_ONLY}</style>${parts.join('')}</svg>`;
}
