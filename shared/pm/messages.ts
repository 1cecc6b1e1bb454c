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
