import { useSyncExternalStore } from 'react';
import { toggleSelection, type SlipSelection } from './bet-slip-rules';

const STORAGE_KEY = 'p2p:bet-slip';

/**
 * The bet slip of the page: filled from the dashboard's spotlight and the live page, shown in the left
 * sidebar. Kept for the tab's session so a selection picked on /live is still there on the dashboard.
 */
class BetSlipStore {
  private selections: SlipSelection[] = read();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.selections;

  toggle(selection: SlipSelection): void {
    this.set(toggleSelection(this.selections, selection));
  }

  remove(selection: SlipSelection): void {
    this.set(this.selections.filter((line) => line !== selection));
  }

  clear(): void {
    this.set([]);
  }

  private set(selections: SlipSelection[]): void {
    this.selections = selections;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(selections));
    } catch {
      // Storage full or blocked: the slip still works for this page.
    }
    for (const listener of this.listeners) listener();
  }
}

function read(): SlipSelection[] {
  try {
    const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(parsed) ? (parsed as SlipSelection[]) : [];
  } catch {
    return [];
  }
}

export const betSlip = new BetSlipStore();

export function useBetSlip(): readonly SlipSelection[] {
  return useSyncExternalStore(betSlip.subscribe, betSlip.getSnapshot, betSlip.getSnapshot);
}
