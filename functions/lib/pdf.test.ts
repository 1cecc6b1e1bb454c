/** The PDF writer: file structure (header, xref, trailer), content syntax, text encoding and widths. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PdfDocument, US_LETTER, pdfNumber, pdfString, textWidth, toWinAnsi } from './pdf.js';

function sampleDocument(compress = true): Buffer {
  const doc = new PdfDocument({ title: 'Labels – Zürich 東京', author: 'AssetCare' }, compress);
  const first = doc.addPage();
  first.fillRects([{ x: 10, y: 20, width: 1.2, height: 50 }]);
  first.strokeRoundedRect({ x: 2, y: 2, width: 284, height: 140 }, 6, { lineWidth: 0.5, grey: 0.8 });
  first.text('Tom (Ops) \\ Ünal', 14, 30, { font: 'Helvetica-Bold', size: 12 });
  doc.addPage().centredText('second page', 0, US_LETTER.width, 100, { font: 'Helvetica', size: 10 });
  return doc.toBuffer();
}

/** The cross-reference table's offsets, by object number (1-based). */
function xrefOffsets(pdf: string): { size: number; offsets: number[] } {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref))!;
  expect(first).toBe('0');
  const table = pdf.slice(startxref).split('\n').slice(2, 2 + Number(count));
  expect(table[0]).toBe('0000000000 65535 f ');
  for (const entry of table) expect(`${entry}\n`).toHaveLength(20);
  return { size: Number(count), offsets: table.slice(1).map((entry) => Number(entry.slice(0, 10))) };
}

const contentStreams = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<< \/Length (\d+)( \/Filter \/FlateDecode)? >>\nstream\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, start + Number(match[1]));
    return (match[2] ? inflateSync(data) : data).toString('latin1');
  });

describe('PdfDocument', () => {
  it('writes a PDF 1.4 header, a binary marker comment and a trailer naming the catalog and info', () => {
    const pdf = sampleDocument().toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n%')).toBe(true);
    expect([...pdf.split('\n')[1]].slice(1).every((c) => c.charCodeAt(0) > 127)).toBe(true);
    expect(pdf).toMatch(/trailer\n<< \/Size 10 \/Root 1 0 R \/Info 3 0 R >>\nstartxref\n\d+\n%%EOF\n$/);
  });

  it('has a cross-reference entry for every object, each pointing at its "N 0 obj"', () => {
    for (const compress of [true, false]) {
      const pdf = sampleDocument(compress).toString('latin1');
      const { size, offsets } = xrefOffsets(pdf);
      expect(size).toBe(10); // free entry, catalog, pages, info, 2 fonts, 2 x (page + contents)
      offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj\n`.length)).toBe(`${i + 1} 0 obj\n`));
      expect(pdf.match(/\d+ 0 obj\n/g)).toHaveLength(size - 1);
    }
  });

  it('builds the page tree with US Letter pages and the two standard fonts in WinAnsiEncoding', () => {
    const pdf = sampleDocument().toString('latin1');
    expect(pdf).toContain('<< /Type /Catalog /Pages 2 0 R >>');
    expect(pdf).toContain('<< /Type /Pages /Kids [6 0 R 8 0 R] /Count 2 >>');
    expect(pdf.match(/\/Type \/Page \/Parent 2 0 R \/MediaBox \[0 0 612 792\]/g)).toHaveLength(2);
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(pdf).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
  });

  it('writes the title in UTF-16 so any language survives', () => {
    const pdf = sampleDocument().toString('latin1');
    const hex = /\/Title <FEFF([0-9A-F]*)>/.exec(pdf)![1];
    expect(Buffer.from(hex, 'hex').swap16().toString('utf16le')).toBe('Labels – Zürich 東京');
  });

  it('deflates content streams to the same operators it writes uncompressed', () => {
    const compressed = contentStreams(sampleDocument(true));
    expect(compressed).toEqual(contentStreams(sampleDocument(false)));
    const [first, second] = compressed;
    // Top-left coordinates flipped: a bar at y 20 with height 50 starts 70 pt below the top edge.
    expect(first).toContain('0 g\n10 722 1.2 50 re\nf');
    expect(first).toContain('0.5 w\n0.8 G\n8 790 m');
    expect(first).toMatch(/\/F2 12 Tf\n14 753.384 Td\n\(Tom \\\(Ops\\\) \\\\ \\334nal\) Tj/);
    expect(second).toContain('/F1 10 Tf');
  });
});

describe('pdfString', () => {
  it('escapes backslash and parentheses and writes other bytes in octal', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
    expect(pdfString('\u00fc\u00a0\n')).toBe('(\\374\\240\\012)');
    expect(pdfString('')).toBe('()');
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1, replaces what the standard fonts lack with lookalikes, base letters or ?', () => {
    expect(toWinAnsi('José Müller')).toBe('José Müller');
    expect(toWinAnsi('O’Neil – “Ops”…')).toBe('O\'Neil - "Ops"...');
    expect(toWinAnsi('Łódź')).toBe('?ódz');
    expect(toWinAnsi('東京\tx')).toBe('?? x');
    expect(toWinAnsi('\u0080')).toBe('?');
    expect([...toWinAnsi('Ärger ŝ 😀')].every((c) => c.charCodeAt(0) < 256)).toBe(true);
  });
});

describe('textWidth', () => {
  it('uses the Helvetica and Helvetica-Bold AFM widths', () => {
    expect(textWidth('Hello', 'Helvetica', 10)).toBeCloseTo((722 + 556 + 222 + 222 + 556) / 100);
    expect(textWidth('Hello', 'Helvetica-Bold', 10)).toBeCloseTo((722 + 556 + 278 + 278 + 611) / 100);
    expect(textWidth("@'`", 'Helvetica', 1000)).toBe(1015 + 191 + 333);
    expect(textWidth('é', 'Helvetica', 1000)).toBe(textWidth('e', 'Helvetica', 1000));
  });
});

describe('pdfNumber', () => {
  it('writes at most three decimals and never an exponent or a negative zero', () => {
    expect(pdfNumber(12.34567)).toBe('12.346');
    expect(pdfNumber(1e-7)).toBe('0');
    expect(pdfNumber(-0.0001)).toBe('0');
    expect(pdfNumber(612)).toBe('612');
  });
});
