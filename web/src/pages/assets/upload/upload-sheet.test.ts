/**
 * The upload screen's reading and checking of real files written by other tools (not exceljs):
 * an .xlsx from Python's zipfile with blank rows, numbers, rich text and a formula; a .csv with
 * a UTF-8 BOM; a legacy .xls (BIFF8).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetMessages } from '@shared/assets/messages';
import { UPLOAD_COLUMNS } from '@shared/assets/rules';
import { parseSheet } from '../../../components/spreadsheet/parse-sheet';
import { validateRows } from './validate-rows';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../e2e/fixtures/assets-upload');
const fixture = (name: string) => {
  const bytes = readFileSync(path.join(FIXTURES, name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

describe('parseSheet on files of other tools', () => {
  it('reads an .xlsx: first sheet only, blank rows skipped with the row numbers kept, numbers as text, rich text and formula results as values', async () => {
    const sheet = (await parseSheet('assets-blank-rows.xlsx', fixture('assets-blank-rows.xlsx')))!;
    expect(sheet.headers[5]).toBe('Model  Year');
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 4, 7]);
    expect(sheet.rows[0].cells.slice(0, 6)).toEqual([
      '71001',
      'Wheel loader 1',
      'Wheel Loader',
      'Caterpillar',
      '950M',
      '2019',
    ]);
    expect(sheet.rows[1].cells[1]).toBe('Excavator two');
    expect(sheet.rows[1].cells[5]).toBe('2019');
    expect(sheet.rows[2].cells[6]).toBe('55501003');
    const check = validateRows(sheet);
    expect(check.problems).toEqual([]);
    expect(check.items.map((i) => [i.row, i.internal_asset_id, i.model_year])).toEqual([
      [2, '71001', '2019'],
      [4, '71002', '2019'],
      [7, '71003', '2021'],
    ]);
  });

  it('reads a .csv with a UTF-8 BOM (the first header is still "Object"), quoted commas and quotes', async () => {
    const sheet = (await parseSheet('assets-bom.csv', fixture('assets-bom.csv')))!;
    expect(sheet.headers).toEqual(UPLOAD_COLUMNS.map((c) => c.header));
    expect(sheet.rows[0].cells[1]).toBe('Skid steer, compact');
    expect(sheet.rows[1].cells[1]).toBe('Dozer "Big D"');
    const check = validateRows(sheet);
    expect(check.problems).toEqual([]);
    expect(check.items.map((i) => i.internal_asset_id)).toEqual(['72001', '72002']);
  });

  it('reads a legacy .xls (BIFF8): first sheet, numbers as text, the blank row skipped', async () => {
    const sheet = (await parseSheet('assets-legacy.xls', fixture('assets-legacy.xls')))!;
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 4]);
    const check = validateRows(sheet);
    expect(check.problems).toEqual([]);
    expect(check.items.map((i) => [i.internal_asset_id, i.model_year, i.name])).toEqual([
      ['73001', '2017', 'Backhoe 1'],
      ['73002', '2022', 'Forklift 2'],
    ]);
  });

  it('answers null for other extensions', async () => {
    expect(await parseSheet('assets.txt', new ArrayBuffer(0))).toBeNull();
  });
});

const HEADER = UPLOAD_COLUMNS.map((c) => c.header).join(',');
/** A CSV file's sheet, read as the upload reads it (SheetJS). */
const readCsv = async (text: string) =>
  (await parseSheet('rows.csv', new TextEncoder().encode(text).buffer as ArrayBuffer))!;
const csv = (...lines: string[]) => readCsv([HEADER, ...lines].join('\n'));

describe('validateRows', () => {
  it('reports every failing cell of every row with the spreadsheet row number, the column and the spec message', async () => {
    const check = validateRows(
      await csv(
        '1001,Loader,Wheel Loader,Caterpillar,950M,2019,SN1,In service,Form,,',
        ',No id,Type,Make,Model,2019,SN2,Stage,Form,,',
        '',
        '10A3,Bad id,,Make,,19X9,,Stage,Form,,',
        '1004,,Type,,Model,,SN4,,,,',
        '1001,Repeated,Type,Make,Model,20190,SN5,Stage,Form,,',
      ),
    );
    expect(check.problems).toEqual([
      { row: 3, column: 'Object', message: AssetMessages.internalIdRequired },
      { row: 5, column: 'Object', message: AssetMessages.internalIdDigits },
      { row: 5, column: 'Object type', message: AssetMessages.assetTypeRequired },
      { row: 5, column: 'Model', message: AssetMessages.modelNameRequired },
      { row: 5, column: 'Model year', message: AssetMessages.modelYearDigits },
      { row: 5, column: 'Serial number', message: AssetMessages.serialRequired },
      { row: 6, column: 'Name', message: AssetMessages.nameRequired },
      { row: 6, column: 'Product', message: AssetMessages.productNameRequired },
      { row: 6, column: 'Model year', message: AssetMessages.modelYearRequired },
      { row: 6, column: 'Current stage', message: AssetMessages.currentStageRequired },
      { row: 6, column: 'Inspection Form', message: AssetMessages.inspectionFormRequired },
      { row: 7, column: 'Object', message: AssetMessages.internalIdRepeated },
      { row: 7, column: 'Model year', message: AssetMessages.modelYearLength },
    ]);
    expect(check.fileError).toBe(AssetMessages.internalIdRequired);
  });

  it('matches headers case- and space-insensitively, in any order', async () => {
    const sheet = await readCsv(
      'model YEAR,OBJECT,Name,ObjectType,product,model,SerialNumber,current stage,INSPECTION FORM\n2020,0055,Grúa móvil,T,P,M,S,C,F',
    );
    expect(validateRows(sheet)).toMatchObject({
      problems: [],
      items: [{ row: 2, internal_asset_id: '0055', name: 'Grúa móvil', model_year: '2020', asset_type: 'T' }],
    });
  });

  it('finds no data in a file with headers only or nothing at all', async () => {
    expect(validateRows(await csv()).fileError).toBe(AssetMessages.fileEmpty);
    expect(validateRows(await readCsv('')).fileError).toBe(AssetMessages.fileEmpty);
    expect(validateRows(await readCsv('\r\n,,\r\n')).fileError).toBe(AssetMessages.fileEmpty);
  });

  it('counts rows of quoted multi-line cells as the spreadsheet does', async () => {
    const sheet = await readCsv(
      `${HEADER}\r\n1,"Two\r\nlines",T,P,M,2020,S,C,F,,\r\n2,N,T,P,M,2020,S,C,F,,\r\n`,
    );
    // A spreadsheet opens the two-line cell as one row: the second record is row 3.
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(sheet.rows[0].cells[1]).toBe('Two\r\nlines');
  });
});

describe('the template and the report', () => {
  it('the template carries the expected headers and reads back as an empty file', async () => {
    const { templateBytes } = await import('./workbook-files');
    const sheet = (await parseSheet('AssetUploadTemplate.xlsx', await templateBytes()))!;
    expect(sheet.headers).toEqual(UPLOAD_COLUMNS.map((c) => c.header));
    expect(validateRows(sheet).fileError).toBe(AssetMessages.fileEmpty);
  });

  it('the report lists row, column and message of every problem', async () => {
    const { reportBytes } = await import('./workbook-files');
    const problems = [
      { row: 3, column: 'Object type', message: AssetMessages.assetTypeRequired },
      { row: 9, column: 'Object', message: AssetMessages.internalIdTaken },
    ];
    const sheet = (await parseSheet('report.xlsx', await reportBytes(problems)))!;
    expect(sheet.headers).toEqual(['Row', 'Column', 'Message']);
    expect(sheet.rows.map((r) => r.cells)).toEqual(problems.map((p) => [String(p.row), p.column, p.message]));
  });
});
