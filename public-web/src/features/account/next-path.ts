/** Where to go after signing in: a path of this site only (`/x`, not `//evil.example` nor `/\\evil`). */
export function safeNextPath(next: string | null | undefined, fallback = '/account'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
