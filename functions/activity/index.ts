/** The activity log: no routes of its own; assets serve it, every domain writes it. */
export { activityWrites, recordActivity, type RecordActivity } from './record.js';
export { listActivity, type ActivityItem, type ActivityScope } from './store.js';
