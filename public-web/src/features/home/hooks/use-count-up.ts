import { TIMINGS } from '@directory/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False while rendering on the server and hydrating its HTML, true once the page runs in the browser. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Spec §2 Home: counters "animate from 0 to the final value over 2 seconds in 50 steps". The server's
 * HTML (what crawlers and visitors without JavaScript read) carries the final value; the count-up runs
 * once the page is in the browser, unless the visitor asked for reduced motion.
 */
export function useCountUp(
  target: number,
  durationMs: number = TIMINGS.counterAnimationMs,
  steps: number = TIMINGS.counterAnimationSteps,
): number {
  const animate = useInBrowser() && !prefersReducedMotion();
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!animate || target <= 0) return;
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [animate, target, durationMs, steps]);
  return animate ? Math.round((target * Math.min(step, steps)) / steps) : target;
}
