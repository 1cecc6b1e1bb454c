import { describe, expect, it } from 'vitest';
import { categoryOptionsFor, PART_CATEGORIES, PART_CATEGORY_MAX } from './rules.js';

describe('the part form category options', () => {
  it('are the standard categories, each within the limit', () => {
    expect(categoryOptionsFor('')).toEqual([...PART_CATEGORIES]);
    expect(categoryOptionsFor('Filters')).toEqual([...PART_CATEGORIES]);
    for (const c of PART_CATEGORIES) expect(c.length).toBeLessThanOrEqual(PART_CATEGORY_MAX);
  });

  it("keep a part's own category when it is another (imported or made before)", () => {
    expect(categoryOptionsFor('Cab glass')).toEqual([...PART_CATEGORIES, 'Cab glass']);
  });
});
