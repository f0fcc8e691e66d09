import { getDomain } from 'tldts';

/**
 * The registrable domain of a website or an e-mail's host (docs/behaviour.md §14.1): `shop.example.co.uk`
 * → `example.co.uk` by the Public Suffix List, in ASCII (punycode) and lower case; a website without a
 * scheme is read as `https://…`. Null when there is none (an IP address, a bare suffix, nonsense).
 */
export function registrableDomain(hostOrUrl: string): string | null {
  const text = hostOrUrl.trim();
  if (!text) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return null;
  }
  const domain = getDomain(host, { allowPrivateDomains: false });
  return domain ? domain.toLowerCase() : null;
}

/** Whether `email` is an address at the registrable domain of `website` (`info@example.co.uk` for `https://shop.example.co.uk/`). */
export function emailMatchesWebsite(email: string, website: string | null | undefined): boolean {
  if (!website) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const mailDomain = registrableDomain(email.slice(at + 1));
  return mailDomain !== null && mailDomain === registrableDomain(website);
}
