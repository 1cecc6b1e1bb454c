/**
 * The one word rule of every list's search: how a text (a record's searchable fields or what the
 * user typed) is cut into words, which typed word is read by key, and how the other words are
 * checked on the entries read.
 */

/** The lower-cased words of a text, split at anything that is not a letter or a digit ("WO-0012": wo, 0012). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The search's key word, read by key as a prefix: the longest word holding a digit (an Asset # or
 * a serial matches few records), else the longest word.
 */
export function keyWord(words: string[]): string {
  const longest = (list: string[]) => [...list].sort((a, b) => b.length - a.length)[0];
  const withDigits = words.filter((w) => /\d/.test(w));
  return withDigits.length ? longest(withDigits) : longest(words);
}

/** Every word appears in the text (lower-cased), anywhere. */
export const matchesWords = (text: string, words: string[]): boolean => {
  const lower = text.toLowerCase();
  return words.every((w) => lower.includes(w));
};
