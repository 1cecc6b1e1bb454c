/** The list kit's URL params under a prefix (a list in a tab shares its page's URL with others). */
import { describe, expect, it } from 'vitest';
import { paramsUnderPrefix, replaceParamsUnderPrefix } from './list-state';

describe('params under a prefix', () => {
  it("reads only the list's own params, without their prefix", () => {
    // Prepare
    const url = new URLSearchParams(
      'q=other&insp.q=maria&insp.operator=u1:Ann&insp.operator=u2:Bo&inspx.page=3',
    );
    // Act
    const own = paramsUnderPrefix(url, 'insp');
    // Assess
    expect([...own]).toEqual([
      ['q', 'maria'],
      ['operator', 'u1:Ann'],
      ['operator', 'u2:Bo'],
    ]);
  });

  it("replaces the list's own params and keeps every other one", () => {
    const url = new URLSearchParams('tab=1&insp.q=old&insp.page=4&issues.q=brakes');
    const next = replaceParamsUnderPrefix(url, 'insp', new URLSearchParams('page=2&issues=1'));
    expect(next.toString()).toBe('tab=1&issues.q=brakes&insp.page=2&insp.issues=1');
    expect(replaceParamsUnderPrefix(next, 'insp', new URLSearchParams()).toString()).toBe(
      'tab=1&issues.q=brakes',
    );
  });
});
