import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance-km.js';

describe('distanceKm', () => {
  it('measures the great circle: London to Paris is about 344 km', () => {
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(343.5, 0);
  });

  it('is zero at the same point and rounds to 10 m', () => {
    expect(distanceKm({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 0.01 })).toBe(1.11);
  });

  it('is null for a business without coordinates', () => {
    expect(distanceKm({ lat: 1, lng: 2 }, { lat: null, lng: 3 })).toBeNull();
  });
});
