import type { HeldReason } from './review-types.js';
import { transliterate } from './transliterate.js';

/** Site settings `review_moderation` (default `flagged`) and `review_blocklist` (one word or phrase per line). */
export interface ReviewModerationSettings {
  moderation: 'flagged' | 'all';
  blocklist: string;
}

/** Open reports from different accounts that send a published review back to the queue. */
export const REPORTS_THAT_HOLD = 3;

const LINK = /\bhttps?\b|\bwww\./i;
const EMAIL_ADDRESS = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;

/** Lower case without accents: "Café" and "CAFE" read alike, and so do "çöp" and "COP". */
function folded(text: string): string {
  return transliterate(text).toLowerCase();
}

/** The blocklist's entries, folded; blank lines dropped. */
export function blocklistEntries(blocklist: string): string[] {
  return blocklist
    .split(/\r?\n/)
    .map((line) => folded(line.trim()).replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** True when `text` holds `entry` as whole words ("ass" is not in "class"). */
function holdsPhrase(text: string, entry: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(entry, from);
    if (at < 0) return false;
    const before = text[at - 1];
    const after = text[at + entry.length];
    if (!isWordCharacter(before) && !isWordCharacter(after)) return true;
    from = at + 1;
  }
}

function isWordCharacter(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/**
 * docs/behaviour.md §13: why a review written or edited now waits for an admin, or an empty list when it
 * is published at once: every review while moderation is `all`; else one holding a link, an e-mail
 * address or a word or phrase of the blocklist (case and accents aside).
 */
export function reviewHeldBecause(text: string, settings: ReviewModerationSettings): HeldReason[] {
  const reasons: HeldReason[] = [];
  if (settings.moderation === 'all') reasons.push('moderation_all');
  if (LINK.test(text)) reasons.push('link');
  if (EMAIL_ADDRESS.test(text)) reasons.push('email_address');
  const body = folded(text).replace(/\s+/g, ' ');
  if (blocklistEntries(settings.blocklist).some((entry) => holdsPhrase(body, entry))) reasons.push('blocklist');
  return reasons;
}
