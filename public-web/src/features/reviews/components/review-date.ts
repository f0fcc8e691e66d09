/** '12 Mar 2026', in UTC so the server's HTML and the browser's first render agree. */
export const reviewDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
