/** Every handler of the pm Lambda. */
export * from './asset-pms.js';
export * from './completion.js';
export * from './list.js';
export * from './calendar.js';
export * from './meter-hours.js';
