/** The pm domain's public module: what the domains above it (and the composition) may import. */
export { evaluateMeterTriggers, prepareMeterReading } from './engine.js';
export { readListEntries } from './list-entries.js';
