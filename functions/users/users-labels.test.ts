/**
 * POST User/generateBarcodeUser -> userlist.pdf (pdfkit, with bwip-js's Code 128 as images): the
 * rendered pages decode with zbarimg (poppler-utils and zbar-tools, installed by .ci/run), every
 * label on every page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { generateOperatorIdentity } from '#shared/users/rules.js';
import { LABEL_SHEET, renderUserLabels, type LabelUser } from './labels.js';
import { scanPages } from '#functions/test-support/scan-pdf.js';
import { getUserByUsername } from './store/index.js';
import { seedUsersTenant, type UsersTenant } from './test-tenant.js';

const generated = (first: string, last: string, now: number) =>
  generateOperatorIdentity(first, last, now).username;

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]);

/** Text lines of page 1 as pdftotext places them (poppler's own Helvetica metrics). */
function textLines(pdf: Buffer): { text: string; xMin: number; xMax: number; yMin: number }[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'userlist-text-'));
  try {
    writeFileSync(path.join(dir, 'userlist.pdf'), pdf);
    const html = execFileSync(
      'pdftotext',
      ['-f', '1', '-l', '1', '-bbox-layout', path.join(dir, 'userlist.pdf'), '-'],
      { encoding: 'utf8' },
    );
    return [
      ...html.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^]*?)<\/line>/g),
    ].map((m) => ({
      text: [...m[4].matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => unescapeXml(w[1])).join(' '),
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pagesOf = <T>(items: T[]) =>
  [items.slice(0, 10), items.slice(10, 20), items.slice(20)].filter((page) => page.length > 0);
const labelUser = (username: string, i: number): LabelUser => ({
  username,
  firstname: `Label${i}`,
  lastname: 'Tester',
});

/** Long generated operator usernames, digit-heavy ones and short ones: up to ~40 characters read at 200 dpi. */
const SHEET_USERNAMES = [
  'ottoopmwr2br2kzz@operator.invalid',
  generated('Ana María', "O'Neil", 1_700_000_000_000),
  generated('Li', 'Wu', 1_752_000_000_123),
  'op@ub.test',
  'a',
  '20240117000123',
  '1234567',
  'user2024000001@example.com',
  'x99999999y@site-12.example',
  'ab1234cd',
  'Mixed.Case_user+tag@Example.org',
  '0042',
];

describe('renderUserLabels', () => {
  it('prints labels over several pages whose every barcode reads back at 200 dpi', async () => {
    const usernames = [...SHEET_USERNAMES, ...SHEET_USERNAMES.slice(0, 9).map((u) => `2.${u}`)];
    const pdf = await renderUserLabels(usernames.map(labelUser), 'Scan test');
    expect(scanPages(pdf)).toEqual(pagesOf(usernames).map((page) => [...page].sort()));
  });

  it('narrows the modules for very long usernames (52 characters read at 300 dpi)', async () => {
    const username = generated('Maria Fernanda', 'Oliveira Santos', 1_760_000_000_000);
    expect(username.length).toBeGreaterThan(50);
    const pdf = await renderUserLabels([labelUser(username, 0)], 'Long');
    expect(scanPages(pdf, 300)).toEqual([[username]]);
    // The clear text shrinks to fit rather than lose characters.
    expect(textLines(pdf).map((line) => line.text)).toContain(username);
  });

  it('centres the bold name and the username on each label', async () => {
    const users = [
      { username: 'ottoopmwr2br2kzz@operator.invalid', firstname: 'Otto', lastname: 'Opmwr' },
      { username: 'op@ub.test', firstname: 'José', lastname: "O'Brien-Smith" },
      { username: '20240117000123', firstname: 'Wide', lastname: 'WWWMMM@@@' },
    ];
    const lines = textLines(await renderUserLabels(users, 'Centring'));
    users.forEach((user, slot) => {
      const labelX = LABEL_SHEET.marginLeft + (slot % 2) * (LABEL_SHEET.labelWidth + LABEL_SHEET.columnGap);
      const centre = labelX + LABEL_SHEET.labelWidth / 2;
      for (const text of [`${user.firstname} ${user.lastname}`, user.username]) {
        const line = lines.find((l) => l.text === text);
        expect(line, text).toBeDefined();
        expect((line!.xMin + line!.xMax) / 2, text).toBeCloseTo(centre, 0);
      }
    });
  });

  it('cuts names too long for the label and prints a note instead of a barcode for usernames that are not plain ASCII', async () => {
    const users = [
      { username: 'josé@example.com', firstname: 'José', lastname: 'Niño' },
      // bwip-js would draw this one, but as the low bytes of its characters: a barcode of another text.
      { username: '李@example.com', firstname: 'Li', lastname: 'Wu' },
      {
        username: 'long@example.com',
        firstname: 'A first name far too long for any label',
        lastname: 'and a surname as well',
      },
    ];
    const pdf = await renderUserLabels(users, 'Edge cases');
    const texts = textLines(pdf).map((line) => line.text);
    expect(texts).toEqual(expect.arrayContaining(['José Niño', 'josé@example.com', 'Li Wu']));
    expect(texts.filter((text) => text === 'No barcode: the username is not plain ASCII')).toHaveLength(2);
    expect(texts.find((text) => text.startsWith('A first name'))).toMatch(/\.\.\.$/);
    expect(scanPages(pdf)).toEqual([['long@example.com']]);
  });
});

let t: UsersTenant;
const uuids: Record<string, string> = {};
const OPERATORS = Array.from({ length: 11 }, (_, i) => `label${i}`);

beforeAll(async () => {
  t = await seedUsersTenant('ub', [
    ...OPERATORS.map((name) => ({ name, roles: [Role.Operator], sites: [2] })),
    { name: 'southop', roles: [Role.Operator], sites: [6] },
  ]);
  for (const who of [...OPERATORS, 'southop', 'maint', 'exec', 'op'])
    uuids[who] = (await getUserByUsername(t.code, t.name(who)))!.uuid;
});

const labels = (who: string, roleId: number, siteId: number, users: string[]) =>
  t.as(who, roleId, siteId, 'POST', 'User/generateBarcodeUser', {
    body: { userid: users.map((u) => uuids[u] ?? u) },
  });

describe('POST User/generateBarcodeUser', () => {
  // pdftoppm and zbarimg come from Debian's poppler-utils and zbar-tools, which .ci/run installs.
  it('answers userlist.pdf whose pages a scanner reads back as the chosen usernames', async () => {
    const chosen = ['op', 'maint', ...OPERATORS];
    const result = await labels('manager', Role.Manager, 2, chosen);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('application/pdf');
    expect(result.headers['content-disposition']).toBe('attachment; filename="userlist.pdf"');
    const pdf = Buffer.from(result.raw, 'latin1');
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const scanned = scanPages(pdf);
    expect(scanned.map((page) => page.length)).toEqual([10, 3]);
    expect(scanned.flat().sort()).toEqual(chosen.map((who) => t.name(who)).sort());
  });

  it('prints operators and maintenance staff only, of the caller’s own sites', async () => {
    expect((await labels('manager', Role.Manager, 2, ['exec'])).body).toMatchObject({
      success: 0,
      message: Messages.barcodeRolesOnly,
    });
    expect((await labels('manager', Role.Manager, 2, ['op', 'southop'])).body).toMatchObject({
      success: 0,
      message: Messages.roleNotAuthorised,
    });
    const executive = await labels('exec', Role.Executive, 2, ['op']);
    expect(executive.headers['content-type']).toBe('application/pdf');
  });

  it('asks for at least one user', async () => {
    const empty = await labels('manager', Role.Manager, 2, []);
    expect(empty).toMatchObject({
      statusCode: 400,
      body: { success: 0, message: Messages.selectAtLeastOneUser },
    });
    const unknown = await labels('manager', Role.Manager, 2, ['00000000-0000-0000-0000-000000000000']);
    expect(unknown.statusCode).toBe(404);
  });
});
