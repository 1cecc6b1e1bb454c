/**
 * The one table of scheduled jobs, read by the twin's scheduler and by the CDK Jobs stack.
 * Each job is an export of `functions/<folder>/jobs.ts` taking a scheduler event.
 */
import type { Permissions } from './routes.js';

export interface JobDef {
  folder: string;
  handler: string;
  /** EventBridge Scheduler expression; the twin runs `rate(...)` expressions at that interval. */
  schedule: string;
  description: string;
  memoryMb?: number;
  timeoutSeconds?: number;
  /** IAM rights of the job's Lambda. */
  permissions?: Permissions;
  /** Files its bundle needs beside the code (pdfkit's fonts for a PDF). */
  bundleFiles?: 'pdfkit-fonts'[];
}

/** What the schedules send (functions/lib/scheduler.ts: the job handlers of the domains read it too). */
export type { SchedulerEvent } from '#lib/scheduler.js';

export const jobs = {
  pmTriggerSweep: {
    folder: 'pm',
    handler: 'sweepPmTriggers',
    schedule: 'rate(15 minutes)',
    description: 'PM trigger sweep: due and overdue notices (in-app and e-mail) to site managers',
    timeoutSeconds: 300,
    permissions: { table: 'readWrite', ses: true },
  },
  pendingReviewsEmail: {
    folder: 'pm-notifications',
    handler: 'sendPendingReviewsEmails',
    schedule: 'rate(1 hour)',
    description:
      'Pending reviews e-mail: once a day, the inspections waiting for review, to managers who turned it on',
    timeoutSeconds: 300,
    permissions: { table: 'readWrite', ses: true },
  },
  operatorUsageEmail: {
    folder: 'pm-notifications',
    handler: 'sendOperatorUsageEmails',
    schedule: 'rate(1 hour)',
    description:
      "Operator usage report e-mail: once a day, the previous day's inspections per operator, to managers who turned it on",
    timeoutSeconds: 300,
    permissions: { table: 'readWrite', ses: true },
  },
  progressReportEmail: {
    folder: 'pm-notifications',
    handler: 'sendProgressReportEmails',
    schedule: 'rate(1 hour)',
    description: 'Executive progress report e-mail: daily (22) and weekly (23), per site',
    timeoutSeconds: 300,
    permissions: { table: 'readWrite', ses: true },
  },
  pmDueNotResolvedEmail: {
    folder: 'pm-notifications',
    handler: 'sendPmDueNotResolvedEmails',
    schedule: 'rate(1 hour)',
    description:
      'PM due not resolved e-mail: once a day, the overdue open PMs, to executives who have it on (disable-till honoured)',
    timeoutSeconds: 300,
    permissions: { table: 'readWrite', ses: true },
  },
  reportRunner: {
    folder: 'reports',
    handler: 'runReportJobs',
    schedule: 'rate(1 minute)',
    description:
      'Report job runner: builds InProgress report files (and label sheets) into the reports bucket',
    memoryMb: 1024,
    timeoutSeconds: 300,
    // Label jobs draw Assetlist.pdf with pdfkit.
    bundleFiles: ['pdfkit-fonts'],
    permissions: {
      table: 'readWrite',
      buckets: [
        { bucket: 'reports', prefix: 'reports/', access: 'write' },
        // The history's photo links are signed by the runner.
        { bucket: 'files', prefix: 'inspections/', access: 'read' },
      ],
    },
  },
  assetImportRunner: {
    folder: 'assets',
    handler: 'runAssetImports',
    schedule: 'rate(1 minute)',
    description:
      'Asset import runner: validates and writes (or continues) the InProgress spreadsheet imports, all rows or none',
    memoryMb: 1024,
    timeoutSeconds: 900,
    permissions: {
      table: 'readWrite',
      buckets: [{ bucket: 'files', prefix: 'imports/', access: 'readWrite' }],
    },
  },
  inspectionImportRunner: {
    folder: 'inspections',
    handler: 'runInspectionImports',
    schedule: 'rate(1 minute)',
    description:
      'Inspection-forms import runner: checks and writes (or continues) the InProgress spreadsheet imports of past inspections, all rows or none',
    memoryMb: 1024,
    timeoutSeconds: 900,
    permissions: {
      table: 'readWrite',
      buckets: [{ bucket: 'files', prefix: 'inspection-imports/', access: 'readWrite' }],
    },
  },
  partImportRunner: {
    folder: 'parts',
    handler: 'runPartImports',
    schedule: 'rate(1 minute)',
    description:
      'Parts import runner: checks and writes (or continues) the InProgress parts spreadsheet imports, all rows or none',
    memoryMb: 1024,
    timeoutSeconds: 900,
    permissions: {
      table: 'readWrite',
      buckets: [{ bucket: 'files', prefix: 'part-imports/', access: 'readWrite' }],
    },
  },
  webhookRetrySweep: {
    folder: 'webhooks',
    handler: 'sweepWebhookRetries',
    schedule: 'rate(1 minute)',
    description:
      'Webhook retry sweep: the failed deliveries due again (exponential backoff for a day), and pausing endpoints failing for a day',
    // Eight deliveries at a time, each waiting 10 s at most.
    timeoutSeconds: 300,
    permissions: { table: 'readWrite', ses: true, webhookSecretKey: true },
  },
  tenantProvisioning: {
    folder: 'platform',
    handler: 'resumeTenantProvisioning',
    // Started at once by Platform/CreateTenant (an asynchronous invoke); the schedule resumes a run
    // that stopped (a timeout, a throttled Cognito call) within a minute.
    schedule: 'rate(1 minute)',
    description:
      "Tenant provisioning runner: creates or resumes each provisioning tenant's pool, web client, defaults and first admin (issue 27)",
    timeoutSeconds: 300,
    permissions: {
      table: 'readWrite',
      ses: true,
      createsTenantPools: true,
      // Platform/DeleteTenant's deletion: the export (a Scan, the buckets listed), then removal of
      // the tenant's objects under every prefix (each puts the tenant second) and its export's.
      tenantData: true,
      buckets: [
        ...[
          'assets/',
          'attachments/',
          'branding/',
          'imports/',
          'inspection-imports/',
          'inspections/',
          'part-imports/',
          'part-photos/',
          'requests/',
          'workorders/',
          'tenant-exports/',
        ].map((prefix) => ({ bucket: 'files' as const, prefix, access: 'readWrite' as const })),
        { bucket: 'reports', prefix: 'reports/', access: 'readWrite' },
      ],
      cognitoAdmin: [
        'DescribeUserPool',
        'ListUserPoolClients',
        'CreateUserPoolClient',
        'AdminCreateUser',
        'AdminDeleteUser',
        'AdminSetUserPassword',
        // Platform/DeleteTenant's deletion (functions/platform/operations/delete-tenant.ts).
        'DeleteUserPool',
      ],
    },
  },
} satisfies Record<string, JobDef>;

export type JobName = keyof typeof jobs;

/** Milliseconds of a `rate(n unit)` expression. */
export function rateToMs(schedule: string): number {
  const match = schedule.match(/^rate\((\d+)\s+(minute|minutes|hour|hours|day|days)\)$/);
  if (!match) throw new Error(`Unsupported schedule expression: ${schedule}`);
  const unit = match[2].startsWith('minute') ? 60_000 : match[2].startsWith('hour') ? 3_600_000 : 86_400_000;
  return Number(match[1]) * unit;
}
