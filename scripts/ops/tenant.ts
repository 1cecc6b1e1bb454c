/**
 * The operator's tenant command (issue 27 item 1), against the running twin (`npm start`) by
 * default, or the cloud with --cloud (the shell's AWS credentials, cdk.json's stage and region):
 *
 *   npm run tenant -- create acme2 --name "Acme Two" --admin-email a@x.test --admin-name "A B"
 *   npm run tenant -- suspend acme2
 *   npm run tenant -- resume acme2
 *   npm run tenant -- status acme2
 *   npm run tenant -- export acme2 --out ./acme2-export
 *   npm run tenant -- restore acme2 --from ./acme2-export [--table T] [--bucket B]
 *   npm run tenant -- delete acme2 --out ./acme2-final   (a suspended tenant: export, then removal)
 *
 * export/restore: all of one tenant's items (JSON lines) and its files (functions/platform/operations/tenant-data.ts);
 * restore writes into --table/--bucket (default: the stage's own), e.g. a table restored from a
 * backup (docs/operations.md "Restore").
 *
 * delete: exports into --out first (a folder, in both worlds), then removes the tenant's items,
 * files and user pool, leaving its registry item as a tombstone (functions/platform/operations/
 * delete-tenant.ts). Platform/DeleteTenant does the same with the export in the files bucket.
 *
 * `create` and `delete` are safe to run again: a run stopped half-way resumes where it stopped
 * (a resumed delete keeps the export place it recorded first).
 * The twin's ports come from AC_*_PORT like `npm start`'s.
 */
import { parseArgs } from 'node:util';

const USAGE = `usage: npm run tenant -- <create|suspend|resume|status|export|restore|delete> <code> [--cloud]
  create also takes --name "<tenant name>" --admin-email <address> --admin-name "<first last>"
  export and delete take --out <dir> [--bucket <files bucket>]; restore takes --from <dir> [--table <table>] [--bucket <files bucket>]`;

async function environment(cloud: boolean): Promise<void> {
  if (cloud) {
    const { cdkContext } = await import('../../infra/bundles.js');
    const { tableName } = await import('../../infra/names.js');
    const context = cdkContext();
    process.env.STAGE ??= String(context.stage);
    process.env.TABLE_NAME ??= tableName({ stage: process.env.STAGE });
    process.env.AWS_REGION ??= String(context.region);
    process.env.SES_SENDER ??= String(context.sesSender);
    process.env.WEB_URL_TEMPLATE ??= `https://{tenant}.${String(context.domainName)}`;
    return;
  }
  const { emulatorEnv } = await import('#scripts/dev/emulators.js');
  const { portsFromEnv } = await import('#scripts/dev/twin.js');
  const ports = portsFromEnv();
  Object.assign(process.env, emulatorEnv(ports), {
    WEB_URL_TEMPLATE: `http://{tenant}.localhost:${ports.web}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const { portInUse } = await import('#scripts/dev/process.js');
  if (!(await portInUse(ports.dynamodb)) || !(await portInUse(ports.cognito)))
    throw new Error(
      `the twin is not running (nothing on ports ${ports.dynamodb} and ${ports.cognito}): start it with npm start, or pass --cloud`,
    );
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
      cloud: { type: 'boolean', default: false },
      out: { type: 'string' },
      from: { type: 'string' },
      table: { type: 'string' },
      bucket: { type: 'string' },
    },
  });
  const [command, rawCode] = positionals;
  if (
    !command ||
    !rawCode ||
    !['create', 'suspend', 'resume', 'status', 'export', 'restore', 'delete'].includes(command)
  )
    throw new Error(USAGE);
  const code = rawCode.toLowerCase();
  await environment(values.cloud);
  if (command === 'export' || command === 'restore' || command === 'delete') {
    const { exportTenant, restoreTenant, deleteTenant } = await import('#functions/platform/index.js');
    const where = {
      table: values.table ?? process.env.TABLE_NAME!,
      // In the cloud the files bucket's name holds the account: the Data stack's FilesBucketName output.
      bucket: values.bucket ?? process.env.FILES_BUCKET ?? '',
    };
    if (!where.bucket)
      throw new Error('pass --bucket <files bucket> (the Data stack output FilesBucketName)');
    if (command === 'delete') {
      if (!values.out) throw new Error(USAGE);
      const tenant = await deleteTenant(
        code,
        { dir: values.out },
        {
          ...where,
          reportsBucket: process.env.REPORTS_BUCKET,
          onProgress: (step, detail) => console.log(`  ${step.padEnd(10)} ${detail}`),
        },
      );
      console.log(`${code}: deleted ${tenant.deleted_at ?? ''}, export in ${tenant.deletion_export ?? '-'}`);
    } else if (command === 'export') {
      if (!values.out) throw new Error(USAGE);
      const { items, files } = await exportTenant(code, values.out, where);
      console.log(`${code}: ${items} items and ${files} files written to ${values.out}`);
    } else {
      if (!values.from) throw new Error(USAGE);
      const { items, files } = await restoreTenant(code, values.from, where);
      console.log(`${code}: ${items} items into ${where.table}, ${files} files into ${where.bucket}`);
    }
    return;
  }
  // Imported after the environment is set: the app's clients read it once.
  const { provisionTenant, setTenantSuspended } = await import('#functions/platform/index.js');
  const { getTenant } = await import('#functions/tenancy/index.js');
  const { tenantStatusName } = await import('#shared/tenancy/rules.js');

  if (command === 'create') {
    if (!values.name || !values['admin-email'] || !values['admin-name']) throw new Error(USAGE);
    await provisionTenant(
      { code, name: values.name, admin: { email: values['admin-email'], name: values['admin-name'] } },
      { onProgress: (step, detail) => console.log(`  ${step.padEnd(10)} ${detail}`) },
    );
  } else if (command === 'suspend' || command === 'resume') {
    await setTenantSuspended(code, command === 'suspend');
    console.log('  running API processes see the change within a minute (their registry cache)');
  }
  const tenant = await getTenant(code);
  if (!tenant) throw new Error(`no tenant ${code}`);
  console.log(`${tenant.company_code}  ${tenant.name}  ${tenantStatusName(tenant.status)}`);
  console.log(`  pool ${tenant.user_pool_id || '-'}  web client ${tenant.user_pool_web_client_id || '-'}`);
  if (tenant.failure_reason && tenant.status !== 1) console.log(`  last failure: ${tenant.failure_reason}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
