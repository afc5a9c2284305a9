import { describe, expect, it } from '@jest/globals';
import { failureText, isAppPath, notificationTimeLabel } from './notification-display';

describe(notificationTimeLabel.name, () => {
  const now = Date.parse('2026-03-20T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [30_000, 'Just now'],
    [5 * 60_000, '5m ago'],
    [3 * 3_600_000, '3h ago'],
    [2 * 86_400_000, '2d ago'],
  ])('says %i ms ago as "%s"', (elapsed, label) => {
    expect(notificationTimeLabel(ago(elapsed), now)).toBe(label);
  });

  it('gives the day after a week', () => {
    const label = notificationTimeLabel('2026-03-01T12:00:00Z', now);
    expect(label).toMatch(/1/);
    expect(label).toMatch(/Mar/);
  });

  it('treats a clock slightly ahead of the server as now, and an unreadable date as no label', () => {
    expect(notificationTimeLabel(new Date(now + 5_000).toISOString(), now)).toBe('Just now');
    expect(notificationTimeLabel('not a date', now)).toBe('');
  });
});

describe(isAppPath.name, () => {
  it.each([
    ['/bethistory?bet=b1', true],
    ['/', true],
    ['//evil.example/path', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
  ])('%s -> %s', (link, expected) => {
    expect(isAppPath(link)).toBe(expected);
  });
});

describe(failureText.name, () => {
  it("adds the server's reason, unless it only repeats what failed", () => {
    expect(failureText('Failed to load', 'Service unavailable')).toBe('Failed to load: Service unavailable');
    expect(failureText('Failed to load', 'Failed to load')).toBe('Failed to load');
  });
});
