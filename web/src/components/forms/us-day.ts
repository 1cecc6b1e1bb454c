/** Days as MM/DD/YYYY (spec maintenance 2.2, 2.4 date pickers) to and from YYYY-MM-DD. Pure. */
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** '2026-11-24' → '11/24/2026'; anything else as it is. */
export const toUsDay = (value: string) => {
  const m = ISO_DAY.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
};

/** '11/24/2026' (or 1/5/2026) → '2026-11-24' when it is a real day; else null. */
export function fromUsDay(text: string): string | null {
  const m = US.exec(text.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
