import type { CountryData } from '../../fixtures/fixture-provider';
import type { FdArea } from './football-data.types';

/**
 * The feed names a club's area by a three-letter code (ENG, ESP, DEU...). Ours keep the demo's ISO
 * 3166 codes and emoji flags; the home nations have flags of their own.
 */
const ISO_OF_AREA: Record<string, string> = {
  ENG: 'GB-ENG',
  SCO: 'GB-SCT',
  WAL: 'GB-WLS',
  NIR: 'GB-NIR',
  ESP: 'ES',
  ITA: 'IT',
  DEU: 'DE',
  GER: 'DE',
  FRA: 'FR',
  PRT: 'PT',
  POR: 'PT',
  NLD: 'NL',
  NED: 'NL',
  BEL: 'BE',
  NOR: 'NO',
  DNK: 'DK',
  DEN: 'DK',
  TUR: 'TR',
  GRC: 'GR',
  GRE: 'GR',
  CYP: 'CY',
  CZE: 'CZ',
  KAZ: 'KZ',
  AZE: 'AZ',
  AUT: 'AT',
  CHE: 'CH',
  SUI: 'CH',
  HRV: 'HR',
  CRO: 'HR',
  SRB: 'RS',
  UKR: 'UA',
  SVK: 'SK',
  SVN: 'SI',
  POL: 'PL',
  SWE: 'SE',
  ROU: 'RO',
  BGR: 'BG',
  HUN: 'HU',
  ISR: 'IL',
  RUS: 'RU',
  IRL: 'IE',
  EUR: 'EU',
};

const SUBDIVISION_FLAGS: Record<string, string> = {
  'GB-ENG': '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
  'GB-SCT': '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  'GB-WLS': '🏴󠁧󠁢󠁷󠁬󠁳󠁿',
  'GB-NIR': '🇬🇧',
};

/** "Czech Republic" -> czech-republic, as the demo's country ids read. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A two-letter ISO code as its flag: the pair of regional indicator symbols. */
function flagOf(iso: string): string {
  if (SUBDIVISION_FLAGS[iso]) return SUBDIVISION_FLAGS[iso];
  if (!/^[A-Z]{2}$/.test(iso)) return '🏳️';
  return String.fromCodePoint(...[...iso].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export function countryOfArea(area: FdArea): CountryData {
  const code = (area.code ?? '').toUpperCase();
  const iso = ISO_OF_AREA[code] ?? (code || 'XX');
  return { id: slugify(area.name), name: area.name, code: iso, flag: flagOf(iso) };
}
