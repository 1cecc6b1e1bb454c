/** The message of a provider or API failure, or the fallback when it has none. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
