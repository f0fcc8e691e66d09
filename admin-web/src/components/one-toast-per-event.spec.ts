import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isRepeat, notificationText } from './one-toast-per-event';

describe('one toast per event', () => {
  it('drops the same text shown again within the toast duration, not after it', () => {
    const shown = new Map<string, number>();
    const text = notificationText({ type: 'error', message: 'ra.notification.http_error' });
    expect(isRepeat(shown, text, 1_000, 5_000)).toBe(false);
    expect(isRepeat(shown, text, 1_200, 5_000)).toBe(true);
    expect(isRepeat(shown, text, 1_400, 5_000)).toBe(true);
    expect(isRepeat(shown, text, 7_000, 5_000)).toBe(false);
  });

  it('tells different texts and types apart, and toasts by their key', () => {
    const shown = new Map<string, number>();
    expect(isRepeat(shown, notificationText({ type: 'info', message: 'a' }), 0, 5_000)).toBe(false);
    expect(isRepeat(shown, notificationText({ type: 'error', message: 'a' }), 0, 5_000)).toBe(false);
    const toast = createElement('div', { key: 'success|Saved|' });
    expect(notificationText({ type: 'success', message: toast })).toBe('success|success|Saved|');
    expect(notificationText({ type: 'success', message: createElement('div') })).toBeNull();
  });
});
