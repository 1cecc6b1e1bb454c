/**
 * Code 128 (ISO/IEC 15417) encoder for printable ASCII: code set B for text, code set C for runs
 * of 4 or more digits (the standard's Annex E rules, which bwip-js follows too). It returns module
 * widths; drawing them is the caller's business (see functions/lib/pdf.ts).
 */

/**
 * The standard's symbol patterns by value: bar, space, bar, space, bar, space widths in modules
 * (each sums to 11). 103-105 are Start A/B/C, 106 is Stop (7 widths summing to 13).
 */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const START_C = 105;
const CODE_B = 100; // in code set C: switch to B
const CODE_C = 99; // in code set B: switch to C
const STOP = 106;
const CHECKSUM_MODULUS = 103;
/** Minimum quiet zone each side of the symbol, in modules. */
export const QUIET_ZONE_MODULES = 10;

export interface Code128Symbol {
  /** Symbol values from the start character to the checksum (the stop is implied). */
  values: number[];
  /** Alternating bar and space widths in modules, bar first, start character to stop. */
  widths: number[];
  /** Whole width in modules, both quiet zones included. */
  modules: number;
}

/** One bar: its left edge (quiet zone included) and width, in modules. */
export interface Code128Bar {
  start: number;
  width: number;
}

export class Code128Error extends RangeError {}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Length of the run of digits starting at `from`. */
function digitRun(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end - from;
}

function assertEncodable(text: string): void {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 32 || code > 126) throw new Code128Error(`Code 128 set B/C cannot encode ${JSON.stringify(char)} (U+${code.toString(16).toUpperCase().padStart(4, '0')})`);
  }
}

/** Annex E: start in C for 2 digits alone or 4+ leading digits, else B. */
function startsInCodeC(text: string): boolean {
  const run = digitRun(text, 0);
  return run === text.length ? run === 2 || run >= 4 : run >= 4;
}

/** The data values (no start, checksum or stop) and the start character. */
function dataValues(text: string): { start: number; data: number[] } {
  const start = startsInCodeC(text) ? START_C : START_B;
  const data: number[] = [];
  let inC = start === START_C;
  let i = 0;
  while (i < text.length) {
    const run = digitRun(text, i);
    if (inC) {
      if (run >= 2) {
        data.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      data.push(CODE_B);
      inC = false;
    }
    if (run >= 4) {
      // An odd run leaves its first digit in B so that C gets pairs.
      if (run % 2 === 1) data.push(text.charCodeAt(i++) - 32);
      data.push(CODE_C);
      inC = true;
      continue;
    }
    data.push(text.charCodeAt(i++) - 32);
  }
  return { start, data };
}

const checksum = (values: number[]) => values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % CHECKSUM_MODULUS;

/** Encodes printable ASCII (space to '~'); throws Code128Error for anything else or for empty text. */
export function encodeCode128(text: string): Code128Symbol {
  if (text.length === 0) throw new Code128Error('Code 128 needs at least one character');
  assertEncodable(text);
  const { start, data } = dataValues(text);
  const values = [start, ...data];
  values.push(checksum(values));
  const widths = [...values, STOP].flatMap((value) => [...CODE128_PATTERNS[value]].map(Number));
  const symbolModules = widths.reduce((sum, width) => sum + width, 0);
  return { values, widths, modules: symbolModules + 2 * QUIET_ZONE_MODULES };
}

/** The bars of a symbol, positioned from the left edge of the left quiet zone. */
export function code128Bars(symbol: Code128Symbol): Code128Bar[] {
  const bars: Code128Bar[] = [];
  let position = QUIET_ZONE_MODULES;
  symbol.widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ start: position, width });
    position += width;
  });
  return bars;
}
