/** Lists sharing a page's URL (an asset's tabs): each reads and writes only its prefixed params. */
import { describe, expect, it } from 'vitest';
import { listParamsOf, withListParams } from './list-state';

describe('prefixed list params', () => {
  it('reads its own params without the prefix', () => {
    const page = new URLSearchParams('tab=issues&issues.q=boom&issues.status=12&issues.status=13&q=other');
    expect(listParamsOf(page, 'issues.').toString()).toBe('q=boom&status=12&status=13');
  });

  it("writes its own params and keeps the page's others", () => {
    // Prepare
    const page = new URLSearchParams('tab=issues&issues.q=boom&inspections.q=x');
    // Act
    const next = withListParams(page, 'issues.', new URLSearchParams('priority=2'));
    // Assess
    expect(next.toString()).toBe('tab=issues&inspections.q=x&issues.priority=2');
  });

  it('without a prefix the list owns the whole query', () => {
    const page = new URLSearchParams('q=a&tab=x');
    expect(listParamsOf(page, '')).toBe(page);
    expect(withListParams(page, '', new URLSearchParams('q=b')).toString()).toBe('q=b');
  });
});
