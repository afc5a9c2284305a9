/// <reference lib="dom" />
// Callbacks passed to evaluateAll run in the browser.
import type { Page } from 'playwright-core';
import { cents } from './bettors';

export interface EscrowTrailRow {
  step: string;
  who: string;
  amount: bigint;
}

/** The escrow trail's rows as the bet history shows them: step, who, amount in cents. */
export async function escrowTrailRows(page: Page): Promise<EscrowTrailRow[]> {
  const rows = page.getByRole('region', { name: 'Escrow trail' }).locator('tbody tr');
  const cells = await rows.evaluateAll((elements) =>
    elements.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
  );
  return cells.map(([step, who, amount]) => ({ step, who, amount: cents(amount.replace(/[$,]/g, '')) }));
}

export const stepTotal = (rows: readonly EscrowTrailRow[], step: string): bigint =>
  rows.filter((row) => row.step === step).reduce((sum, row) => sum + row.amount, 0n);
