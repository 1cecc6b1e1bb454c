import { NOTIFICATION_PAGE_SIZE } from '@shared/codes';
import { ActivityFilter } from '@shared/assets/rules';

/** Spec 9: activity logs page size 20 (the same as notifications). */
export const ACTIVITY_PAGE_SIZE = NOTIFICATION_PAGE_SIZE;

export const ACTIVITY_FILTERS = [
  { id: String(ActivityFilter.All), text: 'All' },
  { id: String(ActivityFilter.Inspections), text: 'Inspections' },
  { id: String(ActivityFilter.Issues), text: 'Issues' },
  { id: String(ActivityFilter.PM), text: 'PM' },
];
