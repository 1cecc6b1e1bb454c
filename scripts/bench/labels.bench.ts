/**
 * Issue 23 bench: the label sheet of 1,000 assets (Asset/GenerateBarcode's largest selection),
 * rendered as the documents Lambda does (functions/assets/labels.ts): time and file size. Budgets:
 * within API Gateway's 29 s and a Lambda answer's 6 MB, with room to spare (20 s, 3 MB). Most of
 * the time is bwip-js encoding the QR codes (about 10 ms each); a selection this large should
 * become a job (issue 23), as the imports are.
 * `npx tsx scripts/bench/labels.bench.ts` runs it alone; `npm run bench -- labels` in the suite.
 */
import { renderAssetLabels } from '#functions/assets/labels.js';
import { isMain, runAlone, type BenchRow } from './context.js';

const LABELS = 1_000;

export default async function bench(): Promise<BenchRow[]> {
  const assets = Array.from({ length: LABELS }, (_, i) => ({
    internal_asset_id: String(10_000 + i),
    name: `Articulated hauler ${String(i).padStart(3, '0')} - Volvo A40G`,
    site_name: 'Reno Yard',
    url: `https://demo.assetcare.example.com/portal/p${Buffer.from(`bench-label-${i}`).toString('base64url').padEnd(32, 'x')}`,
  }));
  await renderAssetLabels(assets.slice(0, 10), 'warm-up');
  const started = performance.now();
  const pdf = await renderAssetLabels(assets, 'Bench assets');
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const megabytes = Math.round((pdf.length / 1024 / 1024) * 100) / 100;
  return [
    {
      name: `Label sheet of ${LABELS.toLocaleString('en')} assets (QR + Code 128 each, vector)`,
      figures: { seconds, MB: megabytes, pages: Math.ceil(LABELS / 10), target: '≤ 20 s, ≤ 3 MB' },
      budgets: [
        { what: `Label sheet of ${LABELS} assets`, value: seconds, limit: 20, unit: 's' },
        { what: `Label sheet of ${LABELS} assets, file size`, value: megabytes, limit: 3, unit: 'MB' },
      ],
    },
  ];
}

if (isMain(import.meta.url)) await runAlone(bench);
