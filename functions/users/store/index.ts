/**
 * The users store (a folder, being the largest): entities and keys, user records, the users list
 * index's writes and reads, and its maintenance. Everything else imports it from here.
 */
export * from './entities.js';

export * from './list-reads.js';

export * from './maintenance.js';

export * from './records.js';
