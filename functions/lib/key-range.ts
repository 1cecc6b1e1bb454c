/**
 * A sort key prefix read as a BETWEEN range: from the prefix to the prefix followed by the highest
 * code point. The same items as begins_with, but DynamoDB Local answers BETWEEN from its key index,
 * while begins_with reads (filters) the whole partition.
 *
 * U+10FFFF, not U+FFFF: keys compare as UTF-8 bytes, and a character above U+FFFF (an emoji in a
 * label) after the prefix would fall outside a U+FFFF bound.
 */
export const KEY_END = '\u{10FFFF}';

/** The Query range of the keys that start with `prefix`. */
export const prefixRange = (prefix: string): { between: [string, string] } => ({
  between: [prefix, `${prefix}${KEY_END}`],
});
