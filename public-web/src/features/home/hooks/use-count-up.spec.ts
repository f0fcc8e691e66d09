import { act, renderHook } from '@testing-library/react';
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
});
