/**
 * Issues rules (spec core 2.10, 4, 5, 6, 9): statuses, priorities, who may do what, and the
 * create and update checks with their texts. Pure; the screens and the functions share them.
 */
import { Role, type RoleId } from '../codes.js';
import { WEB_ROLES } from '../roles.js';
import { IssueMessages } from './messages.js';

/**
 * Issue statuses, the same codes as work order tasks (maintenance spec 4): 12 Open, 13 In
 * Progress, 14 Waiting, 15 Closed (spec core 4: 15 locks every field).
 */
export const IssueStatus = { Open: 12, InProgress: 13, Waiting: 14, Closed: 15 } as const;
export const ISSUE_STATUSES = [
  { id: IssueStatus.Open, status: 'Open' },
  { id: IssueStatus.InProgress, status: 'In Progress' },
  { id: IssueStatus.Waiting, status: 'Waiting' },
  { id: IssueStatus.Closed, status: 'Closed' },
] as const;
export const issueStatusName = (status: number) =>
  ISSUE_STATUSES.find((s) => s.id === status)?.status ?? 'Open';
/** Spec 2.10 and 9: the list's default status filter. */
export const DEFAULT_ISSUE_STATUSES = [
  IssueStatus.Open,
  IssueStatus.InProgress,
  IssueStatus.Waiting,
] as const;
export const isOpenIssueStatus = (status: number) => status !== IssueStatus.Closed;
/**
 * Spec 4 'New issues get the second status in the status list': the status dropdown opens with
 * its 'Select a Status' placeholder, so the second entry is Open (12), what users expect of a
 * new issue (the other reading, In Progress, would hide that nobody has started on it).
 */
export const NEW_ISSUE_STATUS = IssueStatus.Open;

/** Spec 4: Very High 1, High 2, Medium 3, Low 4. */
export const ISSUE_PRIORITIES = [
  { id: 1, priority: 'Very High' },
  { id: 2, priority: 'High' },
  { id: 3, priority: 'Medium' },
  { id: 4, priority: 'Low' },
] as const;
export const issuePriorityName = (priority: number) =>
  ISSUE_PRIORITIES.find((p) => p.id === priority)?.priority ?? 'Medium';
/** Issues opened automatically from a failed checklist item. */
export const AUTO_ISSUE_PRIORITY = 2;

/** Every web role that sees an asset reads its issues (spec 2.7 Issues tab; 2.2 the list for manager and executive). */
export const ISSUE_READ_ROLES: readonly RoleId[] = WEB_ROLES;
/** Spec 6: executives read only; managers create, update and comment. */
export const ISSUE_WRITE_ROLES: readonly RoleId[] = [Role.Manager];

export interface IssueForm {
  title: string;
  priority: number | null | undefined;
  notes: string;
  /** Standalone issues only. */
  assetNo?: string;
}
/** Spec 5 'Create issue': each field's message, for the form (errors clear on change) and the server. */
export function createIssueProblems(
  form: IssueForm,
  standalone: boolean,
): Partial<Record<keyof IssueForm, string>> {
  const problems: Partial<Record<keyof IssueForm, string>> = {};
  if (!form.title.trim()) problems.title = IssueMessages.titleRequired;
  if (!form.priority || !ISSUE_PRIORITIES.some((p) => p.id === form.priority))
    problems.priority = IssueMessages.priorityRequired;
  if (!form.notes.trim()) problems.notes = IssueMessages.notesRequired;
  if (standalone && !(form.assetNo ?? '').trim()) problems.assetNo = IssueMessages.assetNoRequired;
  return problems;
}

export const ISSUE_TITLE_MAX = 200;
export const ISSUE_NOTES_MAX = 4000;
export const COMMENT_MAX = 2000;
