/** What a failed call says: the error's message, or the thrown value as text when it has none. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
