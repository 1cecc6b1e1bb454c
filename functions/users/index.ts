/** The users domain's public module: what the domains above it (and the composition) may import. */
export { route } from './route.js';
export { getUser, type User } from './store/index.js';
export { generateTemporaryPassword, resetTemporaryPassword } from './operations/identity.js';
export { partitionOf, siteUnit } from './listing.js';
export { sendTemporaryPassword } from './operations/mail.js';
export { listedSites } from './scope.js';
export { UserListEntryEntity, userKeys } from './store/entities.js';
export { UserEntity, getUserByEmail, getUserByUsername, listAllUsers, updateUser } from './store/index.js';
export { userListPage } from './operations/find-users.js';
export { createIdentity, deleteIdentity } from './operations/identity.js';
export { createUserRecord } from './store/index.js';
export { createFirstAdminRecord } from './operations/first-admin.js';
