import { Prng } from './prng.js';

/** docs/behaviour.md §12 demo data: verified accounts that no password opens, authors for the demo reviews. */
export const DEMO_ACCOUNT_COUNT = 300;

/** Demo addresses end in the reserved `.invalid` domain, so no mail to one can reach anybody. */
export const DEMO_EMAIL_DOMAIN = 'demo.invalid';

const FIRST_NAMES = [
  'Ayşe',
  'Mehmet',
  'Elif',
  'Can',
  'Zeynep',
  'Emre',
  'Fatma',
  'Burak',
  'Anna',
  'Lukas',
  'Sophie',
  'Jonas',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Chloé',
  'Louis',
  'Giulia',
  'Marco',
  'Lucía',
  'Javier',
  'Inês',
  'João',
  'Sanne',
  'Daan',
  'Freya',
  'Oskar',
  'Aiko',
  'Haruto',
  'Priya',
  'Arjun',
  'Amara',
  'Kwame',
  'Leila',
  'Omar',
  'Mia',
  'Ben',
  'Hannah',
  'Tom',
  'Sara',
  'David',
  'Nora',
  'Adam',
  'Yuki',
  'Mateo',
  'Isabel',
  'Felix',
] as const;

const INITIALS = 'ABCDEFGHIJKLMNOPRSTUVWYZ';

export interface DemoAccount {
  displayName: string;
  email: string;
  createdAt: Date;
}

/**
 * The same accounts for the same seed: display names like "Elif K.", addresses that cannot receive
 * mail, and sign-up dates spread over the 90 days before `now`, so the back office's chart of new
 * accounts has a history.
 */
export function demoAccounts(seed: number, now: Date, count = DEMO_ACCOUNT_COUNT): DemoAccount[] {
  const random = new Prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const initial = INITIALS[random.int(0, INITIALS.length - 1)];
    const ageMs = random.int(0, 90 * 24 * 60) * 60_000;
    return {
      displayName: `${first} ${initial}.`,
      email: `demo-${i + 1}@${DEMO_EMAIL_DOMAIN}`,
      createdAt: new Date(now.getTime() - ageMs),
    };
  });
}
