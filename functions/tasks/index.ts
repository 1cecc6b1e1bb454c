/** The tasks domain's public module: what the domains above it (and the composition) may import. */
export { TaskEntity, getTask, type TaskRecord } from './store.js';
