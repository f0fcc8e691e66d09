import { TIMINGS } from '@directory/shared';
import { useEffect, useState } from 'react';

/** Spec §2 Home: counters "animate from 0 to the final value over 2 seconds in 50 steps". */
export function useCountUp(
  target: number,
  durationMs: number = TIMINGS.counterAnimationMs,
  steps: number = TIMINGS.counterAnimationSteps,
): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (target <= 0) return;
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [target, durationMs, steps]);
  return Math.round((target * Math.min(step, steps)) / steps);
}
