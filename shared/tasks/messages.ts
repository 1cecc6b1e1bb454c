/** Texts of the Tasks screen (spec maintenance 2.9, 5 'Task form', 8 'Tasks' toasts), typos and spaces included. */
import { Messages } from '../messages.js';

export const TaskMessages = {
  // spec 5 'Task form'
  titleRequired: 'Title is required !',
  titleTooLong: 'Title can not be more than 100 characters !',
  minutesRequired: 'Minutes is required !',
  minutesTooMany: 'Minutes can not be more than 59 !',
  hoursRequired: 'Hours is required !',
  hourlyRateRequired: 'Hourly Rate is required !',
  hourlyRateZero: 'Hourly Rate cannot be Zero !',
  // spec 8 toasts
  created: 'New Task created successfully !',
  updated: 'Task Updated successfully !',
  deleted: 'Task deleted successfully !',
  // spec 2.9
  deleteTitle: 'Delete Task',
  deleteQuestion: 'Are you sure you want to delete this Task ?',
  // ours: what the spec does not show
  /** Hours and minutes inputs have minimum 0 (spec 5); a negative or fractional number is refused. */
  hoursInvalid: 'Hours must be a whole number from 0 to 9999 !',
  minutesInvalid: 'Minutes must be a whole number from 0 to 59 !',
  hourlyRateInvalid: 'Hourly Rate must be a dollar amount up to 100000 with at most 2 decimals !',
  taskNotFound: 'Task not found',
  /** Tasks sit in the Maintenance group, shown only where the active site shows maintenance (spec 1, 2.2). */
  maintenanceNotShown: Messages.maintenanceNotShown,
  /** Where a PM or work order uses the task (the check comes with those features). */
  taskInUse: 'This Task is used by a PM or work order and cannot be deleted !',
} as const;
