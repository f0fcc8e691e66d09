export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/categories', label: 'Categories' },
  { to: '/countries', label: 'Countries' },
  { to: '/cities', label: 'Cities' },
  { to: '/contact', label: 'Contact' },
] as const;

export const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/legal-notice', label: 'Legal Notice' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;

/** '/' is current only on the home page; the others also on their sub-pages. */
export function isCurrent(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}
