import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

describe('useCountUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('animates from 0 to the final value over 2 seconds in 50 steps', () => {
    const { result } = renderHook(() => useCountUp(1000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(40));
    expect(result.current).toBe(20);
    act(() => vi.advanceTimersByTime(960));
    expect(result.current).toBe(500);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1000);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(1000);
  });

  it('renders the final value on the server, so the HTML carries the real total', () => {
    const Counter = () => String(useCountUp(5397));
    expect(renderToString(createElement(Counter))).toBe('5397');
  });

  it('shows the final value at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const { result } = renderHook(() => useCountUp(1000));
    expect(result.current).toBe(1000);
  });
});
