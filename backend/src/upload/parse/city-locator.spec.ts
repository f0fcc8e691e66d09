import { nearestCity } from './city-locator.js';

describe('nearestCity', () => {
  it('finds the nearest populated place of the same country, not a city district', () => {
    expect(nearestCity(52.5208, 13.4094, 'DE')).toBe('Berlin');
    expect(nearestCity(41.0082, 28.9784, 'TR')).not.toBeNull();
  });

  it('ignores places of other countries (Kehl, not Strasbourg, for a German address on the border)', () => {
    const french = nearestCity(48.5734, 7.7521, 'FR');
    const german = nearestCity(48.5734, 7.7521, 'DE');
    expect(french).toBe('Strasbourg');
    expect(german).not.toBe('Strasbourg');
    expect(german).not.toBeNull();
  });

  it('finds nothing beyond 50 km', () => {
    expect(nearestCity(0, -30, 'BR')).toBeNull();
    expect(nearestCity(52.52, 13.405, 'JP')).toBeNull();
  });
});
