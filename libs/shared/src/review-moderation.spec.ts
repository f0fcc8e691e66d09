import { describe, expect, it } from 'vitest';
import { blocklistEntries, reviewHeldBecause } from './review-moderation.js';

const FLAGGED = { moderation: 'flagged' as const, blocklist: '' };

describe('reviewHeldBecause', () => {
  it('publishes plain text at once while moderation is flagged', () => {
    expect(reviewHeldBecause('Lovely bakery, the croissants were fresh and warm.', FLAGGED)).toEqual([]);
  });

  it('holds every review while moderation is all', () => {
    expect(reviewHeldBecause('Lovely bakery, fresh croissants.', { moderation: 'all', blocklist: '' })).toEqual([
      'moderation_all',
    ]);
  });

  it('holds links and e-mail addresses', () => {
    expect(reviewHeldBecause('Better prices at http://cheap.example today', FLAGGED)).toEqual(['link']);
    expect(reviewHeldBecause('Better prices at HTTPS://cheap.example today', FLAGGED)).toEqual(['link']);
    expect(reviewHeldBecause('Better prices at www.cheap.example today', FLAGGED)).toEqual(['link']);
    expect(reviewHeldBecause('Write to deals@cheap.example for a discount', FLAGGED)).toEqual(['email_address']);
    expect(reviewHeldBecause('Great httpd tuning workshop, whatever', FLAGGED)).toEqual([]);
  });

  it('holds a blocklisted word or phrase whatever its case and accents, as whole words only', () => {
    const settings = { moderation: 'flagged' as const, blocklist: 'scam\n\n  Rip Off  \nçöp' };
    expect(reviewHeldBecause('What a SCAM this place is, avoid it!', settings)).toEqual(['blocklist']);
    expect(reviewHeldBecause('A total rip   off, never again here.', settings)).toEqual(['blocklist']);
    expect(reviewHeldBecause('Yemekler cop gibiydi, hiç beğenmedim.', settings)).toEqual(['blocklist']);
    expect(reviewHeldBecause('The scampi was the best I ever had here.', settings)).toEqual([]);
  });

  it('names every reason that applies, in order', () => {
    const settings = { moderation: 'all' as const, blocklist: 'scam' };
    expect(reviewHeldBecause('scam, see www.x.example or mail a@b.example', settings)).toEqual([
      'moderation_all',
      'link',
      'email_address',
      'blocklist',
    ]);
  });
});

describe('blocklistEntries', () => {
  it('folds case, accents and spaces and drops blank lines', () => {
    expect(blocklistEntries('  Çöp \r\n\nRIP   off\n')).toEqual(['cop', 'rip off']);
  });
});
