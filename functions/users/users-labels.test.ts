/**
 * POST User/generateBarcodeUser -> userlist.pdf. The codes are read back two ways: every image in
 * the PDF is pixel for pixel the bwip-js Code 128 of one chosen username (always), and the
 * rendered pages decode with zbarimg (poppler-utils and zbar-tools, installed by .ci/run).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/codes.js';
import { Messages } from '../../shared/messages.js';
import { renderBarcode } from './labels.js';
import { getUserByUsername } from './store.js';
import { seedUsersTenant, type UsersTenant } from './test-tenant.js';

/** RGB pixels of a PNG (8-bit RGB or RGBA, as bwip-js writes them). */
function pngPixels(png: Buffer): { width: number; height: number; rgb: Buffer } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const colorType = png[25];
  const channels = colorType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels] : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels] : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      rows[y * stride + x] = (line[x] + predicted) & 0xff;
    }
  }
  if (channels === 3) return { width, height, rgb: rows };
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; i < rows.length; i += 4, j += 3) rows.copy(rgb, j, i, i + 3);
  return { width, height, rgb };
}

/** The RGB images of a PDF (pdfkit writes them Flate-compressed, alpha apart as an SMask). */
function pdfRgbImages(pdf: Buffer): { width: number; height: number; rgb: Buffer }[] {
  const text = pdf.toString('latin1');
  const images: { width: number; height: number; rgb: Buffer }[] = [];
  for (const match of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dict = match[1];
    if (!dict.includes('/Subtype /Image') || !dict.includes('/DeviceRGB')) continue;
    const number = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict)![1]);
    const start = match.index! + match[0].length;
    const rgb = inflateSync(pdf.subarray(start, start + number('Length')));
    images.push({ width: number('Width'), height: number('Height'), rgb });
  }
  return images;
}

const hasTool = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

let t: UsersTenant;
const uuids: Record<string, string> = {};
const OPERATORS = Array.from({ length: 11 }, (_, i) => `label${i}`);

beforeAll(async () => {
  t = await seedUsersTenant('ub', [
    ...OPERATORS.map((name) => ({ name, roles: [Role.Operator], sites: [2] })),
    { name: 'southop', roles: [Role.Operator], sites: [6] },
  ]);
  for (const who of [...OPERATORS, 'southop', 'maint', 'exec', 'op']) uuids[who] = (await getUserByUsername(t.code, t.name(who)))!.uuid;
});

const labels = (who: string, roleId: number, siteId: number, users: string[]) =>
  t.as(who, roleId, siteId, 'POST', 'User/generateBarcodeUser', { body: { userid: users.map((u) => uuids[u] ?? u) } });

describe('POST User/generateBarcodeUser', () => {
  it('answers userlist.pdf whose barcodes are exactly the bwip-js codes of the chosen usernames', async () => {
    const chosen = ['op', 'maint', ...OPERATORS];
    const result = await labels('manager', Role.Manager, 2, chosen);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('application/pdf');
    expect(result.headers['content-disposition']).toBe('attachment; filename="userlist.pdf"');
    const pdf = Buffer.from(result.raw, 'latin1');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);

    const images = pdfRgbImages(pdf);
    expect(images).toHaveLength(chosen.length);
    for (const who of chosen) {
      const expected = pngPixels(await renderBarcode(t.name(who)));
      const found = images.filter((image) => image.width === expected.width && image.height === expected.height && image.rgb.equals(expected.rgb));
      expect(found, who).toHaveLength(1);
    }
  });

  // pdftoppm and zbarimg come from Debian's poppler-utils and zbar-tools, which .ci/run installs.
  it('renders pages whose codes a scanner reads (pdftoppm + zbarimg)', async () => {
    expect(hasTool('pdftoppm') && hasTool('zbarimg'), 'install poppler-utils and zbar-tools (see .ci/run)').toBe(true);
    const chosen = ['op', 'maint', ...OPERATORS];
    const result = await labels('manager', Role.Manager, 2, chosen);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'userlist-'));
    try {
      writeFileSync(path.join(dir, 'userlist.pdf'), Buffer.from(result.raw, 'latin1'));
      execFileSync('pdftoppm', ['-r', '200', '-png', path.join(dir, 'userlist.pdf'), path.join(dir, 'page')]);
      const pages = readdirSync(dir).filter((f) => f.endsWith('.png'));
      expect(pages).toHaveLength(2);
      const decoded = pages.flatMap((page) =>
        execFileSync('zbarimg', ['-q', '--raw', path.join(dir, page)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
          .split('\n')
          .filter(Boolean),
      );
      expect(decoded.sort()).toEqual(chosen.map((who) => t.name(who)).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints operators and maintenance staff only, of the caller’s own sites', async () => {
    expect((await labels('manager', Role.Manager, 2, ['exec'])).body).toMatchObject({ success: 0, message: Messages.barcodeRolesOnly });
    expect((await labels('manager', Role.Manager, 2, ['op', 'southop'])).body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    const executive = await labels('exec', Role.Executive, 2, ['op']);
    expect(executive.headers['content-type']).toBe('application/pdf');
  });

  it("asks for at least one user", async () => {
    const empty = await labels('manager', Role.Manager, 2, []);
    expect(empty).toMatchObject({ statusCode: 400, body: { success: 0, message: Messages.selectAtLeastOneUser } });
    const unknown = await labels('manager', Role.Manager, 2, ['00000000-0000-0000-0000-000000000000']);
    expect(unknown.statusCode).toBe(404);
  });
});
