import { render, screen } from '@testing-library/react';
import type { BusinessHours } from '@directory/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenStatusBadge } from './open-status-badge';

// 2025-06-04 is a Wednesday; New York is on EDT (UTC−4) then.
const nineToFiveWednesday: BusinessHours[] = [{ dayOfWeek: 3, openTime: '09:00', closeTime: '17:00', isClosed: false }];
const at = (utcHour: number) => new Date(Date.UTC(2025, 5, 4, utcHour, 0));

describe('OpenStatusBadge', () => {
  afterEach(() => vi.useRealTimers());

  it("reads a New York shop's hours on New York's clock (docs/behaviour.md §0)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(at(14)); // 10:00 in New York
    const open = render(<OpenStatusBadge hours={nineToFiveWednesday} timeZone="America/New_York" />);
    expect(screen.getByText('Open now')).toBeTruthy();
    open.unmount();

    vi.setSystemTime(at(23)); // 19:00 in New York
    render(<OpenStatusBadge hours={nineToFiveWednesday} timeZone="America/New_York" />);
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it("falls back to the visitor's clock without a time zone", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 4, 12, 0)); // Wednesday noon, local time
    render(<OpenStatusBadge hours={nineToFiveWednesday} timeZone={null} />);
    expect(screen.getByText('Open now')).toBeTruthy();
  });

  it('shows no badge when the hours are unknown', () => {
    const { container } = render(<OpenStatusBadge hours={[]} timeZone="America/Chicago" />);
    expect(container.textContent).toBe('');
  });
});
