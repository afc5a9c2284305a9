/** The six banks of the withdraw screen (spec 02), with their Nigerian CBN bank codes. */
export const BANKS = [
  { code: '011', name: 'First Bank' },
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'GTBank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '033', name: 'UBA' },
  { code: '070', name: 'Fidelity Bank' },
] as const;

export type Bank = (typeof BANKS)[number];

export function findBank(code: string): Bank | undefined {
  return BANKS.find((bank) => bank.code === code);
}
