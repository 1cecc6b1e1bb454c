/** The users domain's public module: what the domains above it (and the composition) may import. */
export { route } from './route.js';
export { getUser, type User } from './store/index.js';
