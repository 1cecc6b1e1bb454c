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
