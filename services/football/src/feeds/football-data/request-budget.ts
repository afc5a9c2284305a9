import { type Clock } from '@p2p/service-kit';
import type { Quota } from './football-data.client';

const WINDOW_MS = 60_000;

/**
 * The plan's requests per minute, kept on our side: never more than `perMinute` sends in any 60
 * seconds (a sliding window, so whatever window the API counts in, we stay inside it). The API's own
 * word wins over our count: a 429, or an answer saying nothing is left, blocks sending until its
 * counter resets.
 */
export class RequestBudget {
  private sent: number[] = [];
  private blockedUntil = 0;
  private lastQuota: Quota | null = null;

  constructor(
    readonly perMinute: number,
    private readonly clock: Clock,
  ) {}

  /** Takes a slot for a request now; false when none is free (nothing is recorded then). */
  take(): boolean {
    const now = this.clock.now().getTime();
    if (!this.canSendAt(now)) return false;
    this.sent.push(now);
    return true;
  }

  canSend(): boolean {
    return this.canSendAt(this.clock.now().getTime());
  }

  /** Requests sent in the last minute. */
  used(): number {
    this.forget(this.clock.now().getTime());
    return this.sent.length;
  }

  /** When the next request may be sent (now when one may). */
  nextSlotAt(): Date {
    const now = this.clock.now().getTime();
    this.forget(now);
    const windowFree = this.sent.length < this.perMinute ? now : this.sent[0] + WINDOW_MS;
    return new Date(Math.max(windowFree, this.blockedUntil, now));
  }

  secondsToNextSlot(): number {
    return Math.max(1, Math.ceil((this.nextSlotAt().getTime() - this.clock.now().getTime()) / 1000));
  }

  /** The API refused (429): nothing is sent until it said its counter resets. */
  backOff(seconds: number): void {
    const until = this.clock.now().getTime() + Math.max(1, seconds) * 1000;
    this.blockedUntil = Math.max(this.blockedUntil, until);
  }

  /** The quota an answer reported: nothing left means waiting for the reset, as for a 429. */
  observe(quota: Quota): void {
    this.lastQuota = quota;
    if (quota.available === 0) this.backOff(quota.resetSeconds ?? 60);
  }

  /** Until when the API told us to wait, if it did and that time is still ahead. */
  backingOffUntil(): Date | null {
    return this.blockedUntil > this.clock.now().getTime() ? new Date(this.blockedUntil) : null;
  }

  /** What the API last said of the quota (requests left, seconds to the reset). */
  reported(): Quota | null {
    return this.lastQuota;
  }

  private canSendAt(now: number): boolean {
    if (now < this.blockedUntil) return false;
    this.forget(now);
    return this.sent.length < this.perMinute;
  }

  private forget(now: number): void {
    while (this.sent.length > 0 && this.sent[0] <= now - WINDOW_MS) this.sent.shift();
  }
}
