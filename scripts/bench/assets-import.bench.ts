/**
 * Issue 7 bench: the server side of a 5,000-row spreadsheet import (POST Asset/BulkUploadAssets
 * through the local API, as the demo company admin): every row re-validated, ids checked against
 * the store, then written in batched transactions. Target: at most 15 s on the twin.
 * `npx tsx scripts/bench/assets-import.bench.ts` runs it alone; `npm run bench -- assets-import` in the suite.
 */
import { AssetMessages } from '#shared/assets/messages.js';
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

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const token = await accessToken(ctx, 'demo', 'companyadmin@demo.test', 'Demo@1234');
  // Ids of their own range per run, so a second run on the same twin imports too.
  const base = 500_000_000 + (Date.now() % 100_000) * 10_000;
  const rows = Array.from({ length: ROWS }, (_, i) => {
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
  const started = performance.now();
  const response = await fetch(`${ctx.apiUrl}Asset/BulkUploadAssets`, {
    method: 'POST',
    headers: {
      token,
      domain_name: 'demo',
      platform: 'web',
      role_id: String(Role.CompanyAdmin),
      site_id: '2',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ company_id: 1, site_id: 2, AssetRequestModel: rows }),
  });
  const answer = (await response.json()) as {
    success: number;
    message: string;
    data: { created?: number } | null;
  };
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (
    response.status !== 200 ||
    answer.success !== 1 ||
    answer.message !== AssetMessages.uploaded ||
    answer.data?.created !== ROWS
  ) {
    throw new Error(`import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return [
    {
      name: `POST Asset/BulkUploadAssets: ${ROWS} valid rows, server side on the twin`,
      figures: { seconds, 'rows/s': Math.round(ROWS / seconds), target: '≤ 15 s' },
    },
  ];
}

if (isMain(import.meta.url)) await runAlone(bench);
