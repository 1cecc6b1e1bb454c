/** The PM library's pure rules (spec maintenance 2.3, 5, 6, 9): who writes and reads it, and the name checks. */
import { Role } from '../codes.js';
import { PmLibraryMessages } from './messages.js';

/** Company admins keep the library (spec 2 and 6: /preventative-maintenance-settings is theirs). */
export const PM_LIBRARY_WRITE_ROLES = [Role.CompanyAdmin] as const;
/** Managers read it too: they add plans to assets (spec 2.4 'Add PM Schedule' lists categories with their plans). */
export const PM_LIBRARY_READ_ROLES = [Role.CompanyAdmin, Role.Manager] as const;

/** Spec 9. */
export const NAME_MAX = 49;
export const PM_TITLE_MAX = 100;
export const PM_DESCRIPTION_MAX = 2000;
export const PM_TASKS_MAX = 50;
/** A duplicated plan's PMs are copied in one transaction (100 items: the plan, counters, PMs and task uses). */
export const DUPLICATE_PMS_MAX = 90;

/**
 * Ours: a duplicated plan's names, first choice first: 'Duplicate - {name}' as duplicated PMs are
 * named (spec 2.2), then 'Duplicate 2 - {name}', 'Duplicate 3 - {name}'... The number goes in front
 * so cutting to 49 characters never drops it, and it is only letters, digits, spaces and '-' so the
 * copy passes the name check when renamed.
 */
export function* duplicatePlanNames(name: string): Generator<string> {
  const cut = (s: string) => s.slice(0, NAME_MAX).trim();
  yield cut(`Duplicate - ${name}`);
  for (let n = 2; ; n++) yield cut(`Duplicate ${n} - ${name}`);
}

/** Library PM status (spec 4: the library form switches Active 1 / Inactive 2). */
export const LibraryPmStatus = { Active: 1, Inactive: 2 } as const;

/** Letters, digits, spaces and '-' (spec 5: "No special characters except '-'"). */
const ALLOWED = /^[\p{L}\p{N} -]*$/u;

/** Ours (the spec has no rule): a company's category names, and a category's plan names, are unique trimmed and in any case; this is the compared form. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** The spec 5 message of a category or plan name, or null when it is fine. The plan check is skipped when moving a plan (spec 5). */
export function nameProblem(kind: 'category' | 'plan', name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed)
    return kind === 'category' ? PmLibraryMessages.categoryNameEmpty : PmLibraryMessages.planNameEmpty;
  if (trimmed.length > NAME_MAX)
    return kind === 'category' ? PmLibraryMessages.categoryNameTooLong : PmLibraryMessages.planNameTooLong;
  if (!ALLOWED.test(trimmed)) return PmLibraryMessages.specialCharacters;
  return null;
}
