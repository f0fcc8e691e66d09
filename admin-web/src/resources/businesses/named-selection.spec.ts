import { describe, expect, it } from 'vitest';
import { namedSelection } from './named-selection';

describe('namedSelection', () => {
  it('names up to three and counts the rest', () => {
    expect(namedSelection(['A', 'B'])).toEqual({ names: ['A', 'B'], others: 0 });
    expect(namedSelection(['A', 'B', 'C'])).toEqual({ names: ['A', 'B', 'C'], others: 0 });
    expect(namedSelection(['A', 'B', 'C', 'D', 'E'])).toEqual({ names: ['A', 'B', 'C'], others: 2 });
  });
});
