/** Activating or deactivating a user: sign-in in the identity pool and the record change together. */
import { UserStatus } from '#shared/codes.js';
import type { Logger } from '#lib/logger.js';
import type { Tenant } from '#functions/tenancy/index.js';
import { setIdentityEnabled } from './identity.js';
import type { User } from '../store/index.js';

/** Switches sign-in in the pool, then the record; undoes the pool change if the record write fails. */
export async function changeStatus<T>(
  tenant: Tenant,
  target: User,
  status: number,
  write: () => Promise<T>,
  log: Logger,
): Promise<T> {
  if (status === target.status) return write();
  const enable = status === UserStatus.Active;
  await setIdentityEnabled(tenant, target.username, enable);
  try {
    return await write();
  } catch (error) {
    await setIdentityEnabled(tenant, target.username, !enable).catch((undo: Error) =>
      log.error('could not undo the sign-in switch', { uuid: target.uuid, error: undo.message }),
    );
    throw error;
  }
}
