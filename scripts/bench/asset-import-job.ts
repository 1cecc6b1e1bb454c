/**
 * A large asset spreadsheet imported the way the web app sends it (shared/assets/rules.ts
 * takesImportJob): the rows' JSON by presigned PUT, Asset/StartAssetImport, then
 * Asset/GetAssetImport polled until the job ends. Used by the assets-import bench and `npm run load`.
 */
import { randomUUID } from 'node:crypto';
import { ImportStatus } from '#shared/assets/rules.js';
import type { ImportRow } from '#shared/assets/payload-schemas.js';
import { SEED_CHECKLISTS } from '#scripts/dev/seed-forms.js';

const MODELS = [
  ['Excavator', 'Caterpillar', '320'],
  ['Wheel loader', 'Caterpillar', '950M'],
  ['Forklift', 'Toyota', '8FGU25'],
  ['Forklift', 'Hyster', 'H50FT'],
  ['Scissor lift', 'Genie', 'GS-1930'],
  ['Backhoe loader', 'John Deere', '310SL'],
] as const;

/**
 * A file's rows for demo's company 1, ids of their own range per call (a second run on the same
 * twin imports too); `model` names every row's model (a run's rows are then found by it).
 */
export function importRows(count: number, model?: string) {
  const base = 500_000_000 + (Date.now() % 100_000) * 10_000 + Math.floor(Math.random() * 5_000);
  return Array.from({ length: count }, (_, i) => {
    const [type, make, defaultModel] = MODELS[i % MODELS.length];
    return {
      internal_asset_id: String(base + i),
      name: `${type} ${i + 1}`,
      asset_type: type,
      product_name: make,
      model_name: model ?? defaultModel,
      model_year: String(2015 + (i % 10)),
      asset_serial_number: `BENCH${base + i}`,
      current_stage: 'In service',
      inspectionform_id: SEED_CHECKLISTS[i % SEED_CHECKLISTS.length].form_name,
      site_location: i % 3 === 0 ? 'Sparks Depot' : '',
      children: '',
    };
  });
}

/** Calls the local API as the company admin; throws unless it answers 200 with success 1. */
export type AdminCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ data: T }>;

export interface ImportJobRun {
  job: ImportRow;
  uploadMs: number;
  startAnswerMs: number;
  doneSeconds: number;
  polls: number;
  /** The first progress seen part-way ('1200 of 5000'), or '' if none was. */
  midway: string;
}

/** Imports `rows` into Reno Yard (company 1, site 2) as a job and polls it (every 500 ms) until it ends. */
export async function importByJob(
  call: AdminCall,
  rows: ReturnType<typeof importRows>,
  fileName: string,
): Promise<ImportJobRun> {
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
    file_name: fileName,
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
  return {
    job,
    uploadMs: startCall - started,
    startAnswerMs: startAnswered - startCall,
    doneSeconds: (performance.now() - started) / 1000,
    polls,
    midway,
  };
}
