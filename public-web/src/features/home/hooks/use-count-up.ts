import { TIMINGS } from '@directory/shared';
import { useEffect, useState } from 'react';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Spec §2 Home: counters "animate from 0 to the final value over 2 seconds in 50 steps". The first
 * render holds the final value, so the server's HTML (what crawlers and visitors without JavaScript
 * read) carries the real totals; the count-up starts once the page runs in the browser, unless the
 * visitor asked for reduced motion.
 */
export function useCountUp(
  target: number,
  durationMs: number = TIMINGS.counterAnimationMs,
  steps: number = TIMINGS.counterAnimationSteps,
): number {
  const [step, setStep] = useState(steps);
  useEffect(() => {
    if (target <= 0 || prefersReducedMotion()) return;
    let current = 0;
    setStep(0);
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [target, durationMs, steps]);
  return Math.round((target * Math.min(step, steps)) / steps);
}
