/**
 * The provisioning lease on a tenant's registry item: one provisioning runner at a time.
 */
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { TenantEntity } from './registry.js';

/**
 * Claims a tenant for one provisioning runner until `now + ms` (a conditional write: no lease, or
 * an expired one), so a runner started by the create call and a scheduled one never work on the
 * same tenant at once. False when another runner holds it.
 */
export async function claimTenantLease(code: string, ms: number, now = Date.now()): Promise<boolean> {
  try {
    await TenantEntity.build(UpdateItemCommand)
      .item({ company_code: code, provisioning_lease_until: now + ms })
      .options({
        condition: {
          and: [
            { attr: 'issuer', exists: true },
            {
              or: [
                { attr: 'provisioning_lease_until', exists: false },
                { attr: 'provisioning_lease_until', lt: now },
              ],
            },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function releaseTenantLease(code: string): Promise<void> {
  await TenantEntity.build(UpdateItemCommand)
    .item({ company_code: code, provisioning_lease_until: $remove() })
    .options({ condition: { attr: 'issuer', exists: true } })
    .send();
}
