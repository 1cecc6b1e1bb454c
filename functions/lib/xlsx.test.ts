import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, crc32, DATE_FORMAT, writeWorkbook, zip, type XlsxColumn } from './xlsx.js';

/** The parts of a ZIP archive, after checking every header against the central directory. */
function readZip(archive: Buffer): Map<string, Buffer> {
  const endStart = archive.length - 22; // we write no archive comment
  expect(archive.readUInt32LE(endStart)).toBe(0x06054b50);
  const count = archive.readUInt16LE(endStart + 10);
  const centralSize = archive.readUInt32LE(endStart + 12);
  const centralStart = archive.readUInt32LE(endStart + 16);
  expect(centralStart + centralSize).toBe(endStart);

  const parts = new Map<string, Buffer>();
  let central = centralStart;
  let expectedLocal = 0; // entries are written back to back from the start
  for (let i = 0; i < count; i++) {
    expect(archive.readUInt32LE(central)).toBe(0x02014b50);
    const crc = archive.readUInt32LE(central + 16);
    const compressedSize = archive.readUInt32LE(central + 20);
    const size = archive.readUInt32LE(central + 24);
    const nameLength = archive.readUInt16LE(central + 28);
    const extraAndComment = archive.readUInt16LE(central + 30) + archive.readUInt16LE(central + 32);
    const local = archive.readUInt32LE(central + 42);
    const name = archive.toString('utf8', central + 46, central + 46 + nameLength);
    central += 46 + nameLength + extraAndComment;

    expect(local, name).toBe(expectedLocal);
    expect(archive.readUInt32LE(local)).toBe(0x04034b50);
    expect(archive.readUInt16LE(local + 8), name).toBe(8);
    expect(archive.readUInt32LE(local + 14), name).toBe(crc);
    expect(archive.readUInt32LE(local + 18), name).toBe(compressedSize);
    expect(archive.readUInt32LE(local + 22), name).toBe(size);
    expect(archive.toString('utf8', local + 30, local + 30 + nameLength)).toBe(name);
    const dataStart = local + 30 + nameLength + archive.readUInt16LE(local + 28);
    const data = inflateRawSync(archive.subarray(dataStart, dataStart + compressedSize));
    expect(data.length, name).toBe(size);
    expect(crc32(data), name).toBe(crc);
    parts.set(name, data);
    expectedLocal = dataStart + compressedSize;
  }
  expect(expectedLocal).toBe(centralStart);
  expect(central).toBe(endStart);
  return parts;
}

function hasUnzip(): boolean {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function readBack(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return { workbook, sheet: workbook.worksheets[0] };
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const sheetXml = (file: Buffer) => readZip(file).get('xl/worksheets/sheet1.xml')!.toString('utf8');

const columns = [
  { header: 'Name', key: 'name', width: 30 },
  { header: 'Count', key: 'count' },
  { header: 'Active', key: 'active' },
  { header: 'When', key: 'when', type: 'date' },
] as const satisfies readonly XlsxColumn[];

describe('crc32', () => {
  it('gives the standard check values', () => {
    expect(crc32(Buffer.alloc(0))).toBe(0);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
  });

  it("agrees with zlib's own CRC (the gzip trailer)", () => {
    const data = randomBytes(100_000);
    const gzip = gzipSync(data);
    expect(crc32(data)).toBe(gzip.readUInt32LE(gzip.length - 8));
  });
});

describe('zip', () => {
  it('writes local headers, central directory and end record that agree, with right CRCs', () => {
    const random = randomBytes(5_000);
    const archive = zip(
      [
        { name: 'a.txt', data: 'hello' },
        { name: 'dir/empty.txt', data: '' },
        { name: 'dir/random.bin', data: random },
      ],
      new Date('2026-04-01T06:00:00Z'),
    );
    const parts = readZip(archive);
    expect([...parts.keys()]).toEqual(['a.txt', 'dir/empty.txt', 'dir/random.bin']);
    expect(parts.get('a.txt')!.toString()).toBe('hello');
    expect(parts.get('dir/empty.txt')!.length).toBe(0);
    expect(parts.get('dir/random.bin')!.equals(random)).toBe(true);
  });

  // readZip checks the same things where unzip is not installed.
  it.skipIf(!hasUnzip())('passes unzip -t with a workbook', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'xlsx-test-'));
    try {
      const file = path.join(dir, 'book.xlsx');
      writeFileSync(file, writeWorkbook({ sheetName: 'Data', columns, rows: [{ name: 'a', count: 1 }] }));
      const output = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(output).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('writeWorkbook', () => {
  it('holds the parts of a spreadsheet package, with inline strings', () => {
    const file = writeWorkbook({ sheetName: 'Data', columns, rows: [{ name: 'a' }] });
    expect([...readZip(file).keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(sheetXml(file)).toContain('<c r="A2" t="inlineStr"><is><t>a</t></is></c>');
  });

  it('is read back by exceljs with its header, values, types and rows', async () => {
    const when = new Date('2026-03-01T08:15:00.000Z');
    const file = writeWorkbook({
      sheetName: 'Inspections',
      columns,
      rows: [
        { name: 'Loader 1042', count: 3, active: true, when },
        { name: 'Crane 7', count: 0.5, active: false, when: '2026-03-31T17:30:00.000Z' },
        { name: 'No date', count: -2, when: null },
      ],
      creator: 'AssetCare',
      created: when,
    });
    const { workbook, sheet } = await readBack(file);
    expect(workbook.creator).toBe('AssetCare');
    expect(workbook.created).toEqual(when);
    expect(sheet.name).toBe('Inspections');
    expect(rowValues(sheet, 1)).toEqual(['Name', 'Count', 'Active', 'When']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(rowValues(sheet, 2)).toEqual(['Loader 1042', 3, true, when]);
    expect(rowValues(sheet, 3)).toEqual(['Crane 7', 0.5, false, new Date('2026-03-31T17:30:00.000Z')]);
    expect(rowValues(sheet, 4)).toEqual(['No date', -2]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getColumn(1).width).toBe(30);
  });

  it('writes a date as its serial number with the date format', async () => {
    const when = new Date('2026-03-01T08:00:00.000Z');
    const file = writeWorkbook({ sheetName: 'Dates', columns: [{ header: 'At', key: 'at' }], rows: [{ at: when }] });
    const xml = sheetXml(file);
    // 2026-03-01 is day 46082 counted from 1899-12-30; 08:00 is a third of a day.
    const serial = Number(/<c r="A2" s="1"><v>([\d.]+)<\/v><\/c>/.exec(xml)?.[1]);
    expect(serial).toBeCloseTo(46082 + 1 / 3, 9);
    expect(readZip(file).get('xl/styles.xml')!.toString()).toContain(`formatCode="${DATE_FORMAT}"`);
    const { sheet } = await readBack(file);
    expect(sheet.getCell('A2').value).toEqual(when);
    expect(sheet.getCell('A2').numFmt).toBe(DATE_FORMAT);
  });

  it('puts a title and details above the table and freezes down to its header', async () => {
    const generated = new Date('2026-04-01T06:00:00.000Z');
    const file = writeWorkbook({
      sheetName: 'Report',
      title: 'Asset inspection history',
      details: [
        ['Report Id', 12],
        ['From', '2026-03-01'],
        ['Generated at (UTC)', generated],
      ],
      columns,
      rows: [{ name: 'first' }],
    });
    const { sheet } = await readBack(file);
    expect(rowValues(sheet, 1)).toEqual(['Asset inspection history']);
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: 14 });
    expect(rowValues(sheet, 2)).toEqual(['Report Id', 12]);
    expect(sheet.getCell('B2').numFmt).toBeUndefined();
    expect(rowValues(sheet, 3)).toEqual(['From', '2026-03-01']);
    expect(rowValues(sheet, 4)).toEqual(['Generated at (UTC)', generated]);
    expect(rowValues(sheet, 5)).toEqual([]);
    expect(rowValues(sheet, 6)).toEqual(['Name', 'Count', 'Active', 'When']);
    expect(rowValues(sheet, 7)).toEqual(['first']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 6, topLeftCell: 'A7' });
  });

  it('escapes XML and drops the characters XML 1.0 forbids', async () => {
    const tricky = [
      `<b>Tom & "Jerry"</b> 'quoted' ]]>`,
      'nul\u0000 bell\u0007 vt\u000b ff\u000c end',
      'lone \ud800 surrogate, pair \u{1f69c} kept, \ufffe\uffff dropped',
      '  spaces kept  ',
      'line\none\ttab',
      'Zoë, Ünal, 東京',
    ];
    const file = writeWorkbook({ sheetName: 'R&D <1>', columns: [{ header: 'Text & more', key: 'text' }], rows: tricky.map((text) => ({ text })) });
    const xml = sheetXml(file);
    expect(xml).toContain('&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;');
    expect(xml).toContain('<t xml:space="preserve">  spaces kept  </t>');
    expect(readZip(file).get('xl/workbook.xml')!.toString()).toContain('name="R&amp;D &lt;1&gt;"');

    const { sheet } = await readBack(file);
    expect(sheet.name).toBe('R&D <1>');
    expect(rowValues(sheet, 1)).toEqual(['Text & more']);
    expect((sheet.getColumn(1).values as unknown[]).slice(2)).toEqual([
      tricky[0],
      'nul bell vt ff end',
      'lone  surrogate, pair \u{1f69c} kept,  dropped',
      tricky[3],
      tricky[4],
      tricky[5],
    ]);
  });

  it('writes 10,000 rows in well under a second', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Asset ${i} <${i % 7}>`,
      count: i * 1.5,
      active: i % 2 === 0,
      when: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    const started = performance.now();
    const file = writeWorkbook({ sheetName: 'Many', columns, rows });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1_000);

    readZip(file);
    const { sheet } = await readBack(file);
    expect(sheet.rowCount).toBe(10_001);
    expect(rowValues(sheet, 10_001)).toEqual(['Asset 9999 <3>', 9999 * 1.5, false, new Date(Date.UTC(2026, 0, 1) + 9999 * 60_000)]);
  });

  it('sizes columns without a width from their header and values', async () => {
    const file = writeWorkbook({
      sheetName: 'Widths',
      columns: [
        { header: 'Id', key: 'id' },
        { header: 'Description', key: 'description' },
        { header: 'Long', key: 'long' },
      ],
      rows: [{ id: 1, description: 'twenty characters..', long: 'x'.repeat(500) }],
    });
    const { sheet } = await readBack(file);
    expect(sheet.getColumn(1).width).toBe(8);
    expect(sheet.getColumn(2).width).toBe(21);
    expect(sheet.getColumn(3).width).toBe(60);
  });

  it("writes a 'string' column's numbers as text, and leaves a 'date' column's non-dates as text", async () => {
    const file = writeWorkbook({
      sheetName: 'Types',
      columns: [
        { header: 'Code', key: 'code', type: 'string' },
        { header: 'When', key: 'when', type: 'date' },
      ],
      rows: [{ code: 42, when: 'not a date' }],
    });
    const { sheet } = await readBack(file);
    expect(rowValues(sheet, 2)).toEqual(['42', 'not a date']);
  });

  it('refuses what Excel could not open', () => {
    const write = (sheetName: string, value: unknown) => () => writeWorkbook({ sheetName, columns: [{ header: 'V', key: 'v' }], rows: [{ v: value as number }] });
    expect(write('a/b', 1)).toThrow(/sheet name/);
    expect(write('x'.repeat(32), 1)).toThrow(/sheet name/);
    expect(write('', 1)).toThrow(/sheet name/);
    expect(write('ok', Number.NaN)).toThrow(/A2/);
    expect(write('ok', Number.POSITIVE_INFINITY)).toThrow(/A2/);
    expect(write('ok', new Date('nope'))).toThrow(/invalid date in cell A2/);
  });
});

describe('columnLetters', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702, 16_383].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD']);
  });
});
