/** Made once: toLocaleDateString builds a formatter on every call, the largest cost of a review in a render. */
const REVIEW_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12 Mar 2026', in UTC so the server's HTML and the browser's first render agree. */
export const reviewDate = (iso: string): string => REVIEW_DATE.format(new Date(iso));
