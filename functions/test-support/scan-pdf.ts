/**
 * Reads a PDF's codes as a scanner would: each page rendered by pdftoppm and read by zbarimg
 * (poppler-utils and zbar-tools, installed by .ci/run).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

const hasTool = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export interface ScannedCode {
  /** zbarimg's symbology name: CODE-128, QR-Code. */
  type: string;
  data: string;
}

/** The codes of each page, sorted; `typed` keeps the symbology of each. */
export function scanPdfCodes(pdf: Buffer, dpi = 200): ScannedCode[][] {
  expect(
    hasTool('pdftoppm') && hasTool('zbarimg'),
    'install poppler-utils and zbar-tools (see .ci/run)',
  ).toBe(true);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labels-'));
  try {
    writeFileSync(path.join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      path.join(dir, 'labels.pdf'),
      path.join(dir, 'page'),
    ]);
    const pages = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    return pages.map((page) =>
      execFileSync('zbarimg', ['-q', path.join(dir, page)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':');
          return { type: line.slice(0, colon), data: line.slice(colon + 1) };
        })
        .sort((a, b) => (a.type + a.data).localeCompare(b.type + b.data)),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The decoded texts of each page, sorted. */
export const scanPages = (pdf: Buffer, dpi = 200): string[][] =>
  scanPdfCodes(pdf, dpi).map((page) => page.map((code) => code.data).sort());
