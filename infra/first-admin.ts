/**
 * The first user of a newly deployed tenant: a SuperAdmin with a temporary password, created the
 * way the app creates users (functions/users: pool user, then record, sentinels and list entry).
 * Every later user is created in the app by that admin.
 *
 *   npx tsx infra/first-admin.ts --tenant acme --email admin@acme.com --first Ada --last Kim
 *
 * Uses the AWS credentials of the shell and the stage and region of cdk.json (or --stage, --region).
 */
import { parseArgs } from 'node:util';

export interface FirstAdmin {
  tenant: string;
  email: string;
  firstname: string;
  lastname: string;
}

export async function createFirstAdmin(
  input: FirstAdmin,
): Promise<{ uuid: string; username: string; temporaryPassword: string }> {
  // Imported here, after the CLI has set TABLE_NAME and AWS_REGION: the app's clients read them once.
  const { getTenant } = await import('#functions/tenancy/store.js');
  const { createIdentity, deleteIdentity, generateTemporaryPassword } =
    await import('#functions/users/operations/identity.js');
  const { createFirstAdminRecord } = await import('#functions/users/operations/first-admin.js');
  const tenant = await getTenant(input.tenant);
  if (!tenant || tenant.status !== 1)
    throw new Error(`tenant ${input.tenant} is not deployed (no active registry item in the table)`);
  const username = input.email.trim().toLowerCase();
  const temporaryPassword = generateTemporaryPassword();
  const uuid = await createIdentity(tenant, {
    username,
    email: username,
    firstname: input.firstname,
    lastname: input.lastname,
    temporaryPassword,
  });
  try {
    await createFirstAdminRecord(tenant.company_code, {
      uuid,
      username,
      firstname: input.firstname,
      lastname: input.lastname,
    });
  } catch (error) {
    await deleteIdentity(tenant, username); // no pool user without its record
    throw error;
  }
  return { uuid, username, temporaryPassword };
}

async function main() {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      stage: { type: 'string' },
      region: { type: 'string' },
    },
  });
  if (!values.tenant || !values.email || !values.first || !values.last) {
    throw new Error(
      'usage: npx tsx infra/first-admin.ts --tenant <code> --email <address> --first <name> --last <name> [--stage prod] [--region us-east-1]',
    );
  }
  const { cdkContext } = await import('./bundles.js');
  const { tableName } = await import('./names.js');
  const context = cdkContext();
  process.env.TABLE_NAME = tableName({ stage: values.stage ?? String(context.stage) });
  process.env.AWS_REGION = values.region ?? String(context.region);
  const created = await createFirstAdmin({
    tenant: values.tenant,
    email: values.email,
    firstname: values.first,
    lastname: values.last,
  });
  console.log(
    `Created SuperAdmin ${created.username} in tenant ${values.tenant} (table ${process.env.TABLE_NAME}).`,
  );
  console.log(
    `Temporary password: ${created.temporaryPassword}  (valid 7 days; a new one is asked for at first sign-in)`,
  );
}

if (process.argv[1]?.endsWith('first-admin.ts')) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
