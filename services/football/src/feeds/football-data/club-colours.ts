/**
 * The feed gives a club's colours as words ("Sky Blue / White", "Claret / Sky Blue"); the screens
 * and the drawn crests need hex. Unknown words fall back to a neutral pair, never to an error.
 */
const NAMED: Record<string, string> = {
  red: '#D71920',
  'dark red': '#8B0000',
  'blood red': '#A50021',
  scarlet: '#E4002B',
  crimson: '#B0103A',
  garnet: '#A50044',
  maroon: '#7A263A',
  claret: '#7A263A',
  burgundy: '#6C1D45',
  wine: '#722F37',
  white: '#FFFFFF',
  black: '#111111',
  blue: '#0057B8',
  'royal blue': '#034694',
  'navy blue': '#1B2A4A',
  navy: '#1B2A4A',
  'dark blue': '#003399',
  'sky blue': '#6CABDD',
  'light blue': '#8AC3EE',
  azure: '#1E71B8',
  yellow: '#FDE100',
  gold: '#FEBE10',
  amber: '#FDB913',
  orange: '#F18E00',
  green: '#00954C',
  'dark green': '#05642C',
  'light green': '#7BC043',
  purple: '#5B2C83',
  violet: '#6A2C91',
  grey: '#8A8D8F',
  gray: '#8A8D8F',
  silver: '#C0C0C0',
  pink: '#F4A6C6',
  brown: '#6B4226',
};

const DEFAULT_PAIR = ['#1F2937', '#FFFFFF'] as const;

function hexOf(word: string): string | undefined {
  return NAMED[word.trim().toLowerCase().replace(/\s+/g, ' ')];
}

/** The first two colours the feed names that we know; one known colour gets a contrasting second. */
export function clubColours(clubColors: string | null | undefined): { primary: string; secondary: string } {
  const known = (clubColors ?? '')
    .split(/\s*[/,&-]\s*|\s+and\s+/i)
    .map(hexOf)
    .filter((hex): hex is string => hex !== undefined);
  const [primary = DEFAULT_PAIR[0], second] = known;
  const secondary = second ?? known.find((hex) => hex !== primary) ?? contrasting(primary);
  return { primary, secondary: secondary === primary ? contrasting(primary) : secondary };
}

function contrasting(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#FFFFFF';
}
