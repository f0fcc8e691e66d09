import { describe, expect, it } from 'vitest';
import { mapPlacement } from './map-position';

describe('mapPlacement', () => {
  it("reports a missing coordinate, for which docs/screens.md §5 shows 'Location not available'", () => {
    expect(mapPlacement(null, 9.36)).toEqual({ kind: 'missing' });
    expect(mapPlacement('52.1', '')).toEqual({ kind: 'missing' });
  });

  it('accepts numbers and numeric strings', () => {
    expect(mapPlacement(52.1, 9.36)).toEqual({ kind: 'ok', position: { lat: 52.1, lng: 9.36 } });
    expect(mapPlacement('40.7484', '-73.9857')).toEqual({ kind: 'ok', position: { lat: 40.7484, lng: -73.9857 } });
  });

  it('rejects text and out-of-range values', () => {
    expect(mapPlacement('north', '9')).toEqual({ kind: 'invalid' });
    expect(mapPlacement(95, 9)).toEqual({ kind: 'invalid' });
  });
});
