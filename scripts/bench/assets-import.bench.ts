/**
 * Issue 7 and 23 bench: a 5,000-row spreadsheet import through the local API, as the demo company
 * admin, the way the web app sends it. Over IMPORT_SYNC_MAX_ROWS rows it is an import job
 * (shared/assets/rules.ts takesImportJob): the rows' JSON by presigned PUT, Asset/StartAssetImport,
 * then Asset/GetAssetImport polled until done; figures: the start's answer time, time to done, the
 * progress seen. A file at the threshold keeps the spec's one call (POST Asset/BulkUploadAssets).
 * Targets: the start answers in ≤ 1 s (far below the 29 s limit), 5,000 rows done in ≤ 60 s.
 * `npx tsx scripts/bench/assets-import.bench.ts` runs it alone; `npm run bench -- assets-import` in the suite.
 */
import { randomUUID } from 'node:crypto';
import { AssetMessages } from '#shared/assets/messages.js';
import { IMPORT_SYNC_MAX_ROWS, ImportStatus, takesImportJob } from '#shared/assets/rules.js';
import type { ImportRow } from '#shared/assets/schemas.js';
import { Role } from '#shared/codes.js';
import { SEED_CHECKLISTS } from '#scripts/dev/seed-forms.js';
import { accessToken } from './auth.js';
import { isMain, runAlone, type BenchContext, type BenchRow } from './context.js';

const ROWS = 5_000;
const MODELS = [
  ['Excavator', 'Caterpillar', '320'],
  ['Wheel loader', 'Caterpillar', '950M'],
  ['Forklift', 'Toyota', '8FGU25'],
  ['Forklift', 'Hyster', 'H50FT'],
  ['Scissor lift', 'Genie', 'GS-1930'],
  ['Backhoe loader', 'John Deere', '310SL'],
] as const;

/** The file's rows, ids of their own range per call (a second run on the same twin imports too). */
function rowsOf(count: number) {
  const base = 500_000_000 + (Date.now() % 100_000) * 10_000 + Math.floor(Math.random() * 5_000);
  return Array.from({ length: count }, (_, i) => {
    const [type, make, model] = MODELS[i % MODELS.length];
    return {
      internal_asset_id: String(base + i),
      name: `${type} ${i + 1}`,
      asset_type: type,
      product_name: make,
      model_name: model,
      model_year: String(2015 + (i % 10)),
      asset_serial_number: `BENCH${base + i}`,
      current_stage: 'In service',
      inspectionform_id: SEED_CHECKLISTS[i % SEED_CHECKLISTS.length].form_name,
      site_location: i % 3 === 0 ? 'Sparks Depot' : '',
      children: '',
    };
  });
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const token = await accessToken(ctx, 'demo', 'companyadmin@demo.test', 'Demo@1234');
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${ctx.apiUrl}${path}`, {
      method,
      headers: {
        token,
        domain_name: 'demo',
        platform: 'web',
        role_id: String(Role.CompanyAdmin),
        site_id: '2',
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { success: number; message: string; data: T };
    if (response.status !== 200 || answer.success !== 1)
      throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer;
  };

  // The spec's call, for a file at the threshold.
  const small = rowsOf(IMPORT_SYNC_MAX_ROWS);
  const smallStart = performance.now();
  const direct = await call<{ created: number }>('POST', 'Asset/BulkUploadAssets', {
    company_id: 1,
    site_id: 2,
    AssetRequestModel: small,
  });
  const smallSeconds = seconds(performance.now() - smallStart);
  if (direct.message !== AssetMessages.uploaded || direct.data.created !== small.length)
    throw new Error(`the spec's call answered ${JSON.stringify(direct).slice(0, 300)}`);

  // The job, as the web app starts it for a large file.
  const rows = rowsOf(ROWS);
  if (!takesImportJob(rows.length)) throw new Error(`${ROWS} rows should take the job path`);
  const importId = randomUUID();
  const json = JSON.stringify({ AssetRequestModel: rows });
  const started = performance.now();
  const upload = await call<{ upload_url: string; headers: Record<string, string> }>(
    'POST',
    'Asset/ImportUploadUrl',
    { import_id: importId, size: Buffer.byteLength(json) },
  );
  const put = await fetch(upload.data.upload_url, {
    method: 'PUT',
    headers: upload.data.headers,
    body: json,
  });
  if (!put.ok) throw new Error(`the presigned PUT answered ${put.status}`);
  const startCall = performance.now();
  await call<ImportRow>('POST', 'Asset/StartAssetImport', {
    import_id: importId,
    company_id: 1,
    site_id: 2,
    file_name: 'bench-5000.xlsx',
  });
  const startAnswered = performance.now();
  let job: ImportRow;
  let polls = 0;
  let midway = '';
  for (;;) {
    job = (await call<ImportRow>('GET', `Asset/GetAssetImport/${importId}`)).data;
    polls += 1;
    if (!midway && job.written > 0 && job.written < job.total) midway = `${job.written} of ${job.total}`;
    if (job.status !== ImportStatus.InProgress) break;
    if (performance.now() - started > 600_000) throw new Error('the import job did not end in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const done = seconds(performance.now() - started);
  if (job.status !== ImportStatus.Completed || job.created !== ROWS)
    throw new Error(`the import job ended ${JSON.stringify(job).slice(0, 300)}`);
  return [
    {
      name: `POST Asset/BulkUploadAssets: ${small.length} valid rows (the spec's one call, at the threshold)`,
      figures: { seconds: smallSeconds, 'rows/s': Math.round(small.length / smallSeconds) },
    },
    {
      name: `Import job: ${ROWS} valid rows, presigned PUT + start + polled progress until done`,
      figures: {
        'upload s': seconds(startCall - started),
        'start answer ms': Math.round(startAnswered - startCall),
        'done s': done,
        'rows/s': Math.round(ROWS / done),
        polls,
        'progress seen': midway || 'none',
        target: 'start ≤ 1 s, done ≤ 60 s',
      },
      budgets: [
        {
          what: 'Asset/StartAssetImport answer (5,000 rows)',
          value: Math.round(startAnswered - startCall),
          limit: 1000,
          unit: 'ms',
        },
        { what: 'Import job of 5,000 rows, start to done', value: done, limit: 60, unit: 's' },
      ],
    },
  ];
}

if (isMain(import.meta.url)) await runAlone(bench);
