/**
 * The hand-over between the PM list and the asset page (maintenance 2.1, 2.4): a row action goes
 * to assets/details/{asset_id} with state { fromPMList, value, action }; the asset page opens its
 * PM Plan tab and the action's dialog for that PM, and closing or finishing it goes back to the
 * PM list. `fromList` (ours) is the list's address with its filters, so the user comes back to
 * the list as they left it rather than to a fresh one; `fromDashboard` marks a list opened from
 * the dashboard (it forces Current/Upcoming). Pure.
 */

export const PM_LIST_PATH = '/preventative-maintenance-list';

export const PM_ACTIONS = ['VIEW', 'EDIT', 'DUPLICATE', 'COMPLETE', 'DELETE'] as const;
export type PmAction = (typeof PM_ACTIONS)[number];

/** What the asset page needs of the row: which PM, and its name for the dialogs' headers. */
export interface PmListValue {
  asset_pm_id: string;
  asset_id: number;
  title?: string;
}

export interface FromPmListState {
  fromPMList: true;
  value: PmListValue;
  action: PmAction;
  /** The PM list's address with its filters (ours). */
  fromList?: string;
}

export interface FromDashboardState {
  fromDashboard: true;
  /** A metric tile clicked on the dashboard (31, 33, 42, 43), or none. */
  pmStatus?: number;
}

export function pmListAction(value: PmListValue, action: PmAction, fromList?: string) {
  return {
    to: `/assets/details/${value.asset_id}`,
    state: { fromPMList: true, value, action, fromList } satisfies FromPmListState,
  };
}

/** The state the asset page was opened with, when it came from a PM list row action (else null). */
export function fromPmList(state: unknown): FromPmListState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<FromPmListState>;
  if (s.fromPMList !== true || !s.value || typeof s.value.asset_pm_id !== 'string') return null;
  if (!PM_ACTIONS.includes(s.action as PmAction)) return null;
  return s as FromPmListState;
}

/** The PM calendar opens a PM as the list's View does (issue 24), and is gone back to the same way. */
export const PM_CALENDAR_PATH = '/pm-calendar';

/** Where finishing a dialog opened from the PM list (or the calendar) goes: the page as it was left, or the list. */
export function backToPmList(from: FromPmListState): string {
  const list = from.fromList;
  const isPage = (path: string) => list === path || Boolean(list?.startsWith(`${path}?`));
  return list && (isPage(PM_LIST_PATH) || isPage(PM_CALENDAR_PATH)) ? list : PM_LIST_PATH;
}

export function fromDashboard(state: unknown): FromDashboardState | null {
  if (!state || typeof state !== 'object') return null;
  return (state as Partial<FromDashboardState>).fromDashboard === true ? (state as FromDashboardState) : null;
}
