/** collectPages and pageLimit: what a list read keeps, where it stops, and the Limit it asks for. */
import { describe, expect, it } from 'vitest';
import { collectPages, pageLimit } from './pages.js';

/** Pages of 1..n in pages of `size`, counting how many were handed out. */
function pagesOf(n: number, size: number) {
  const served = { pages: 0 };
  async function* pages() {
    for (let start = 1; start <= n; start += size) {
      served.pages += 1;
      yield { Items: Array.from({ length: Math.min(size, n - start + 1) }, (_, i) => ({ n: start + i })) };
    }
  }
  return { pages: pages(), served };
}

describe('collectPages', () => {
  it('reads every page when no limit is given', async () => {
    const { pages, served } = pagesOf(25, 10);
    expect(await collectPages(pages, (i) => i.n)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(served.pages).toBe(3);
  });

  it('stops at the page that reaches the limit and answers no more than the limit', async () => {
    const { pages, served } = pagesOf(100, 10);
    expect(await collectPages(pages, (i) => i.n, { limit: 15 })).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(served.pages).toBe(2);
  });

  it('keeps only what `keep` accepts, reading on until the limit is kept', async () => {
    const { pages, served } = pagesOf(100, 10);
    expect(await collectPages(pages, (i) => i.n, { limit: 3, keep: (n) => n % 7 === 0 })).toEqual([
      7, 14, 21,
    ]);
    expect(served.pages).toBe(3);
  });

  it('stops after `pages` pages even when fewer than the limit are kept', async () => {
    const { pages, served } = pagesOf(100, 10);
    expect(await collectPages(pages, (i) => i.n, { limit: 50, pages: 2, keep: (n) => n % 2 === 0 })).toEqual([
      2, 4, 6, 8, 10, 12, 14, 16, 18, 20,
    ]);
    expect(served.pages).toBe(2);
  });
});

describe('pageLimit', () => {
  it('asks for the limit unfiltered, at least a hundred filtered, and nothing without a limit', () => {
    expect(pageLimit({ limit: 20 })).toEqual({ limit: 20 });
    expect(pageLimit({ limit: 20, keep: () => true })).toEqual({ limit: 100 });
    expect(pageLimit({ limit: 250, keep: () => true })).toEqual({ limit: 250 });
    expect(pageLimit({ keep: () => true })).toEqual({});
  });
});
