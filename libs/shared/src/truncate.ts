import { LIMITS } from './limits.js';

/** docs/screens.md §2 Home: "Names longer than 18 characters are cut to 18 plus an ellipsis". Counts code points, not UTF-16 units. */
export function truncate(name: string, max: number = LIMITS.homeNameLength): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
