/**
 * Texts of the PM rules (spec maintenance 5 'PM form' and 'PM notification config'), typos,
 * spaces and double '!!' included as the spec writes them.
 */
export const PmMessages = {
  // spec 5 'PM form'
  titleRequired: 'PM title is required !',
  descriptionRequired: 'PM Description is required !',
  invalidDate: 'Invalid Date !',
  dueMeterHoursRequired: 'Due meters hours required !',
  repeatIntervalRequired: 'Repeat interval required !',
  startingMeterHoursRequired: 'Staring at meters hours required !',
  repeatingMeterHoursRequired: 'Repeating meters hours required !',
  tasksRequired: 'Tasks are required !',
  /** A recurring PM's start before today (issue 24 item 9): the spec's date text, as for a past due date. */
  startingDateInPast: 'Invalid Date !',
} as const;

export const ReminderMessages = {
  // spec 5 'PM notification config (asset and company)'
  emptyOrZero: 'Configuration details cannot be empty or zero or negative !',
  secondTimeTooLarge: 'Specified time cannot be greater than the time in First Notification !!',
  secondMeterHoursTooLarge: 'Specified MHrs cannot be greater than the MHrs in First Notification !!',
  // spec 2.5 and 4
  resetTitle: 'Reset PM Configurations',
  resetQuestion: 'Are you sure you want to reset the PM Configurations to default ?',
  disableTitle: 'Disable Notification',
} as const;

/**
 * Ours: the due-in text beside the PM list's badges (spec 2.1 names it, not its words). Days are
 * the site's calendar days; MHrs as the spec abbreviates meter hours.
 */
export const DueInTexts = {
  dueToday: 'Due today',
  dueNow: 'Due now',
  dueIn: (amount: string) => `Due in ${amount}`,
  overdueBy: (amount: string) => `Overdue by ${amount}`,
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  meterHours: (n: number) => `${n} MHrs`,
  /** Both amounts while neither part is reached: 'Due in 5 days or 40 MHrs'. */
  either: (days: string, meterHours: string) => `${days} or ${meterHours}`,
} as const;

const hoursText = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} MHrs`;

/** Ours (issue 24 item 1): the PM form's words under a recurring meter PM's start (meter-start.ts). */
export const MeterStartTexts = {
  currentReading: (n: number) => `Current reading: ${hoursText(n)}`,
  useCurrentReading: 'Use current reading',
  firstDue: (due: number) => `First due at ${hoursText(due)}`,
  firstDueOverdue: (due: number, by: number) =>
    `First due at ${hoursText(due)}: already overdue by ${hoursText(by)} at the current reading`,
} as const;

/** Ours (issue 24 item 3): the completion log's words. */
export const CompletionLogTexts = {
  /** From the due rule's 'Overdue by 10 MHrs': 'Late by 10 MHrs'. */
  lateBy: (overdueText: string) => overdueText.replace(/^Overdue by /, 'Late by '),
  onTime: 'On time',
  withinTolerance: 'on time within tolerance',
  title: 'Maintenance history',
  empty: 'No completions yet',
} as const;

/** Texts of the asset PM calls (spec maintenance 2.1, 2.4, 8 toasts), typos and spaces included. */
export const AssetPmMessages = {
  // spec 8 toasts
  added: 'PM added successfully !',
  deleted: 'PM deleted successfully',
  completed: 'PM marked as completed',
  planAdded: 'Plan Added successfully',
  planRemoved: 'Plan removed successfully',
  // spec 2.4 confirmations and empty texts
  deleteQuestion: 'Are you sure you want to delete this PM ?',
  removePlanQuestion: 'Are you sure you want to remove the plan ?',
  duplicateQuestion: 'Are you sure you want to duplicate this PM item ?',
  noPlans: 'No PM plans, Click Add plan to assign one',
  noPlansForFilter: 'No plans for this filter',
  noPmPlan: 'No PM Plan',
  noData: 'No data found',
  // spec 2.2
  duplicatePrefix: 'Duplicate - ',
  // ours: what the spec does not show
  updated: 'PM updated successfully !',
  taskStatusUpdated: 'Task status updated successfully !',
  pmNotFound: 'PM not found',
  planNotFound: 'Plan not found',
  triggerNotFound: 'PM trigger not found',
  taskNotFound: 'PM task not found',
  assetNotFound: 'Asset not found',
  planAlreadyAssigned: 'The asset already has a PM plan, remove it first',
  notOpenTrigger: 'This PM has no open trigger to complete',
  staleTrigger: 'This PM was changed by someone else. Please reload and try again.',
  maintenanceNotShown: 'Maintenance is not enabled for your active site.',
  completedAtMeterRequired: 'Completed at meter hours is required for a meter hours PM !',
  // Ours (no spec text): the mark-complete comment's limit, shown under the field.
  commentTooLong: 'Comment can not be more than 2000 characters !',
  // Ours: a completion (today or later) at a reading below the asset's current one would plan the next trigger from the past.
  completedAtBelowReading: (reading: number) =>
    `Completed at meter hours cannot be less than the asset's current meter hours (${reading}) !`,
  taskAlreadyInStatus: 'The task is already in this status',
} as const;
