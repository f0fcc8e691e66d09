/** How many names a confirmation spells out before it counts the rest ('ve 4 diğer'). */
export const NAMES_SHOWN = 3;

/** The first names of what an action touches, and how many more it touches. */
export function namedSelection(names: string[], shown = NAMES_SHOWN): { names: string[]; others: number } {
  return { names: names.slice(0, shown), others: Math.max(0, names.length - shown) };
}
