/** The CSV writer (csv.ts): formula injection, quoting, commas, line breaks, the BOM, non-ASCII text. */
import { describe, expect, it } from 'vitest';
import { csvBytes, csvSafeCell } from './csv.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const text = async (headers: string[], rows: (string | number | null)[][]) =>
  (await csvBytes(headers, rows)).toString('utf8');

describe('csvSafeCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
  ])('prefixes %j so a spreadsheet does not evaluate it', (value, expected) => {
    expect(csvSafeCell(value)).toBe(expected);
  });

  it('leaves plain text, numbers (negative too), blanks and inner signs alone', () => {
    expect(csvSafeCell('Loader 1042')).toBe('Loader 1042');
    expect(csvSafeCell('a=b')).toBe('a=b');
    // The lists' empty-cell dash is not a formula; a dash followed by anything is.
    expect(csvSafeCell('-')).toBe('-');
    expect(csvSafeCell('--')).toBe("'--");
    expect(csvSafeCell(-4.5)).toBe('-4.5');
    expect(csvSafeCell(0)).toBe('0');
    expect(csvSafeCell(null)).toBe('');
    expect(csvSafeCell(undefined)).toBe('');
    expect(csvSafeCell(Number.NaN)).toBe('');
  });
});

describe('csvBytes', () => {
  it('starts with the UTF-8 byte order mark, once', async () => {
    const bytes = await csvBytes(['A'], [['x']]);
    expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
    expect(bytes.subarray(3, 6).equals(BOM)).toBe(false);
  });

  it('quotes every field, doubles quotes, keeps commas and line breaks inside one field, CRLF between records', async () => {
    const csv = await text(
      ['Title', 'Notes'],
      [
        ['Leak, hydraulic', 'He said "stop"'],
        ['Two\nlines', 'CR\r\nLF'],
      ],
    );
    expect(csv).toBe(
      '\ufeff"Title","Notes"\r\n' +
        '"Leak, hydraulic","He said ""stop"""\r\n' +
        '"Two\nlines","CR\r\nLF"\r\n',
    );
  });

  it('writes non-ASCII text as UTF-8', async () => {
    const bytes = await csvBytes(['Nombre'], [['Grúa 東京 ✓']]);
    expect(bytes.toString('utf8')).toBe('\ufeff"Nombre"\r\n"Grúa 東京 ✓"\r\n');
    expect(bytes.includes(Buffer.from('Grúa', 'utf8'))).toBe(true);
  });

  it('neutralises formulas in headers and cells, and writes numbers and blanks', async () => {
    const csv = await text(['=cmd'], [['+1'], [-3], [null]]);
    expect(csv).toBe('\ufeff"\'=cmd"\r\n"\'+1"\r\n"-3"\r\n""\r\n');
  });

  it('streams rows from an async source', async () => {
    async function* rows() {
      for (let i = 1; i <= 3; i++) yield [`r${i}`];
    }
    expect(await text(['N'], [])).toBe('\ufeff"N"\r\n');
    expect((await csvBytes(['N'], rows())).toString('utf8')).toBe('\ufeff"N"\r\n"r1"\r\n"r2"\r\n"r3"\r\n');
  });
});
