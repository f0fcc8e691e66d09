import type { CategoryKind } from './categories.data.js';

/**
 * Weekly opening patterns per kind, written like OpenStreetMap `opening_hours`:
 * `Mo-Fr 09:00-17:00; Sa 10:00-14:00`, several ranges split by commas, `24/7` for
 * always open. Days not named are closed. A close before the open runs past midnight.
 */
export const HOURS_PATTERNS: Record<CategoryKind, readonly string[]> = {
  food: [
    'Mo-Su 11:00-22:00',
    'Tu-Su 12:00-15:00,18:00-23:00',
    'Mo-Sa 11:30-14:30,17:30-22:30; Su 12:00-21:00',
    'Mo-Th 11:00-22:00; Fr-Sa 11:00-23:30; Su 12:00-21:00',
    'Mo-Su 10:00-00:00',
    'Mo-Fr 07:00-15:00; Sa-Su 08:00-14:00',
    'We-Su 17:00-23:00',
  ],
  cafe: [
    'Mo-Fr 07:00-19:00; Sa-Su 08:00-18:00',
    'Mo-Sa 06:00-18:30; Su 07:00-12:00',
    'Mo-Su 08:00-20:00',
    'Tu-Su 09:00-18:00',
    'Mo-Fr 07:30-17:00; Sa 08:00-16:00',
  ],
  nightlife: [
    'Mo-Th 17:00-01:00; Fr-Sa 17:00-03:00; Su 17:00-00:00',
    'Tu-Sa 18:00-02:00',
    'Th-Sa 22:00-05:00',
    'Mo-Su 16:00-00:00',
    'We-Su 19:00-02:00',
  ],
  grocery: [
    'Mo-Sa 07:00-22:00; Su 08:00-20:00',
    'Mo-Sa 08:00-20:00',
    'Mo-Su 06:00-23:00',
    'Mo-Fr 08:00-19:00; Sa 08:00-14:00',
    '24/7',
  ],
  retail: [
    'Mo-Sa 10:00-20:00',
    'Mo-Fr 09:00-18:30; Sa 09:00-14:00',
    'Mo-Sa 10:00-19:00; Su 11:00-17:00',
    'Mo-Fr 09:30-13:00,15:00-19:30; Sa 09:30-13:00',
    'Tu-Sa 10:00-18:00',
    'Mo-Su 10:00-22:00',
  ],
  health: [
    'Mo-Fr 08:00-18:00',
    'Mo-Tu 08:00-12:00,14:00-18:00; We 08:00-12:00; Th-Fr 08:00-12:00,14:00-18:00',
    'Mo-Fr 08:30-17:00; Sa 09:00-13:00',
    'Mo-Th 07:30-16:30; Fr 07:30-13:00',
    'Mo-Fr 09:00-13:00,15:00-19:00',
  ],
  pet: ['Mo-Fr 08:00-19:00; Sa 09:00-14:00', 'Mo-Fr 09:00-12:00,15:00-19:00; Sa 10:00-13:00', 'Mo-Sa 08:00-18:00'],
  beauty: [
    'Tu-Sa 09:00-19:00',
    'Mo-Sa 09:00-20:00',
    'Tu-Fr 09:00-18:00; Sa 08:00-14:00',
    'Mo-Su 10:00-21:00',
    'Mo-Sa 10:00-19:00; Su 11:00-17:00',
  ],
  fitness: [
    'Mo-Fr 06:00-23:00; Sa-Su 08:00-20:00',
    'Mo-Fr 07:00-22:00; Sa 09:00-18:00; Su 09:00-14:00',
    'Mo-Fr 16:00-21:00; Sa 10:00-13:00',
    '24/7',
  ],
  auto: [
    'Mo-Fr 08:00-18:00; Sa 08:00-13:00',
    'Mo-Fr 07:30-17:30',
    'Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00',
    'Mo-Sa 09:00-19:00',
  ],
  trades: ['Mo-Fr 07:00-17:00', 'Mo-Fr 08:00-18:00; Sa 08:00-12:00', 'Mo-Fr 07:30-16:00', 'Mo-Sa 08:00-20:00', '24/7'],
  professional: [
    'Mo-Fr 09:00-17:00',
    'Mo-Fr 09:00-12:30,13:30-18:00',
    'Mo-Th 08:30-17:30; Fr 08:30-14:00',
    'Mo-Fr 08:00-16:00',
    'Mo-Fr 09:00-18:00; Sa 10:00-13:00',
  ],
  lodging: ['24/7', '24/7', 'Mo-Su 07:00-23:00'],
  travel: ['Mo-Fr 09:00-18:00; Sa 10:00-14:00', 'Mo-Su 08:00-20:00', '24/7', 'Mo-Sa 09:00-19:00'],
  education: [
    'Mo-Fr 08:00-16:00',
    'Mo-Fr 07:30-17:00',
    'Mo-Fr 09:00-21:00; Sa 09:00-15:00',
    'Mo-Fr 14:00-20:00; Sa 10:00-14:00',
  ],
  leisure: [
    'Tu-Su 10:00-18:00',
    'Mo-Su 09:00-17:00',
    'Mo-Su 10:00-22:00',
    'Mo-Th 12:00-23:00; Fr-Sa 10:00-01:00; Su 10:00-22:00',
    'Mo-Su 06:00-22:00',
  ],
  worship: ['Mo-Su 06:00-21:00', 'Mo-Sa 09:00-18:00; Su 07:00-13:00', 'Mo-Su 05:00-22:00'],
  public: [
    'Mo-Fr 08:30-16:30',
    'Mo-Fr 08:00-12:00,13:00-17:00',
    'Mo-Fr 09:00-18:00; Sa 09:00-12:00',
    'Mo-Fr 08:00-15:30',
  ],
  always: ['24/7', '24/7', '24/7', 'Mo-Su 06:00-00:00'],
};

/** Share of businesses of each kind that list no opening hours at all. */
export const NO_HOURS_SHARE = 0.07;
