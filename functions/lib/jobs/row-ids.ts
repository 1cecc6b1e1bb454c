/**
 * The record id of row `index` of an import job: the same in every run of the job (a UUID made
 * from the import id and the row by SHA-256, version nibble 8: "custom"), so a re-run writes the
 * same items and a cleanup finds them. Every import kind whose records have uuid ids uses it
 * (past inspections, parts).
 */
import { createHash } from 'node:crypto';

export function importRowUuid(importId: string, index: number): string {
  const hex = createHash('sha256').update(`${importId}#${index}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
