/**
 * Text as the product stores and shows it, applied once to every request's body, query and path
 * parameters before validation (functions/lib/middleware/validate.ts), so no route can store text
 * that a later read cannot encode or that misleads the reader:
 * - ill-formed UTF-16 (a lone surrogate, which JSON's \uD800 escape can carry) becomes U+FFFD, as
 *   String.prototype.toWellFormed does; DynamoDB refuses to store such text, or stores what the
 *   next read fails on;
 * - bidi embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) are removed: they
 *   make "invoice\u202Efdp.exe" read as "invoiceexe.pdf" in a file list;
 * - control characters are removed, except tab, line feed and carriage return (multi-line notes).
 * Normalised rather than refused: a name pasted from another program with a stray control
 * character is what its author meant, and refusing it would lose the user's input for no gain.
 * Unicode normalisation (NFC) is not applied: passwords pass through here to Cognito unchanged.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSHOWABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** One string made well-formed and free of control and bidi-override characters. */
export const wellFormedText = (text: string): string => text.toWellFormed().replace(UNSHOWABLE, '');

/** Every string of a parsed JSON value (object keys included) made well-formed; other values as they are. */
export function wellFormedValue(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormedValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [wellFormedText(key), wellFormedValue(inner)]),
    );
  return value;
}
