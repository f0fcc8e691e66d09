import { getDomain } from 'tldts';

/**
 * The registrable domain of a website (docs/behaviour.md §14.1): `shop.example.co.uk` → `example.co.uk` by
 * the Public Suffix List, private suffixes included (`shop.github.io` is its own domain, so an address at
 * `github.io` cannot claim it), in ASCII (punycode) and lower case; a website without a scheme is read as
 * `https://…`. Null when there is none (an IP address, a bare suffix, nonsense).
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
  const domain = getDomain(host, { allowPrivateDomains: true });
  return domain ? domain.toLowerCase() : null;
}

/** The host of an address, as `registrableDomain` writes domains (ASCII, lower case); null without one. */
function addressDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  try {
    return new URL(`https://${email.slice(at + 1).trim()}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * docs/behaviour.md §14: the address's domain must be the registrable domain of the business's website, exactly
 * (`info@example.co.uk` for `https://shop.example.co.uk/`; not `info@mail.example.co.uk`).
 */
export function emailMatchesWebsite(email: string, website: string | null | undefined): boolean {
  if (!website) return false;
  const domain = registrableDomain(website);
  return domain !== null && addressDomain(email) === domain;
}
