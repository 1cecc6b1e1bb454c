/** The Code 128 encoder: the standard's pattern table, code set choice, checksum and quiet zones. */
import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, Code128Error, QUIET_ZONE_MODULES, code128Bars, encodeCode128 } from './code128.js';

const widthsOf = (pattern: string) => [...pattern].map(Number);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('CODE128_PATTERNS', () => {
  it('holds 107 distinct patterns: 106 symbols of 6 widths over 11 modules and the stop of 7 widths over 13', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.slice(0, 106).forEach((pattern, value) => {
      expect(pattern, `value ${value}`).toMatch(/^[1-4]{6}$/);
      expect(sum(widthsOf(pattern)), `value ${value}`).toBe(11);
    });
    expect(CODE128_PATTERNS[106]).toMatch(/^[1-4]{7}$/);
    expect(sum(widthsOf(CODE128_PATTERNS[106]))).toBe(13);
  });

  it('gives every symbol an even number of bar modules (the standard’s self-check parity)', () => {
    CODE128_PATTERNS.slice(0, 106).forEach((pattern, value) => {
      const bars = widthsOf(pattern).filter((_, i) => i % 2 === 0);
      expect(sum(bars) % 2, `value ${value}`).toBe(0);
    });
  });
});

describe('encodeCode128', () => {
  const dataOf = (text: string) => encodeCode128(text).values.slice(0, -1);
  const checksumOf = (values: number[]) => values.reduce((total, value, i) => total + value * Math.max(i, 1), 0) % 103;

  it('uses code set B for text (value = ASCII code - 32)', () => {
    expect(dataOf('Ab ~')).toEqual([104, 33, 66, 0, 94]);
  });

  it('switches to code set C for runs of 4 or more digits, leaving an odd digit in B', () => {
    expect(dataOf('12')).toEqual([105, 12]);
    expect(dataOf('123')).toEqual([104, 17, 18, 19]);
    expect(dataOf('123456')).toEqual([105, 12, 34, 56]);
    expect(dataOf('12345ab')).toEqual([105, 12, 34, 100, 21, 65, 66]);
    expect(dataOf('ab1234cd')).toEqual([104, 65, 66, 99, 12, 34, 100, 67, 68]);
    expect(dataOf('a12345')).toEqual([104, 65, 17, 99, 23, 45]);
    expect(dataOf('ab123cd')).toEqual([104, 65, 66, 17, 18, 19, 67, 68]);
  });

  it('ends with the checksum: start value + sum of position x value, mod 103', () => {
    for (const text of ['op', 'ottoopmwr2br2kzz@operator.invalid', 'x99999999y', '~~~~~~~~']) {
      const { values } = encodeCode128(text);
      expect(values.at(-1), text).toBe(checksumOf(values.slice(0, -1)));
    }
  });

  it('lays out the patterns of start, data, checksum and stop, with 10-module quiet zones', () => {
    const symbol = encodeCode128('op');
    const patterns = [...symbol.values, 106].map((value) => CODE128_PATTERNS[value]).join('');
    expect(symbol.widths.join('')).toBe(patterns);
    expect(symbol.modules).toBe(4 * 11 + 13 + 2 * QUIET_ZONE_MODULES);
  });

  it('places bars from the left quiet zone, ending with the stop bar before the right quiet zone', () => {
    const symbol = encodeCode128('op');
    const bars = code128Bars(symbol);
    expect(bars[0]).toEqual({ start: QUIET_ZONE_MODULES, width: 2 });
    const last = bars.at(-1)!;
    expect(last.start + last.width).toBe(symbol.modules - QUIET_ZONE_MODULES);
    expect(sum(bars.map((bar) => bar.width))).toBe(sum(symbol.widths.filter((_, i) => i % 2 === 0)));
  });

  it('refuses empty text and characters outside printable ASCII', () => {
    expect(() => encodeCode128('')).toThrow(Code128Error);
    expect(() => encodeCode128('josé@example.com')).toThrow(/U\+00E9/);
    expect(() => encodeCode128('a\tb')).toThrow(Code128Error);
  });
});
