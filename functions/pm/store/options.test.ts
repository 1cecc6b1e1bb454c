/**
 * The PM list's option reads (store/options.ts readOptions) against the emulator: a typed prefix is
 * read as a key range, with the same answer begins_with gave. A label the search is a prefix of is
 * found with the search's own label; the key just past the range (the next character), a shorter
 * label, another kind's option and an unused option are not; a label going on with a character
 * above U+FFFF is still inside the range.
 */
import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { PmOptionEntity, readOptions } from './options.js';

const tenant = `pmopt${randomUUID().slice(0, 8)}`;
const SITE = 7;
const put = (option_key: string, label: string, n = 1, site_id = SITE) =>
  PmOptionEntity.build(PutItemCommand)
    .item({ tenant, site_id, option_key, n, label, value: { label } })
    .send();

beforeAll(async () => {
  await Promise.all([
    put('T#pump#1', 'Pump'),
    put('T#pump station#2', 'Pump station'),
    put('T#pumpkin#3', 'Pumpkin'),
    put('T#pump\u{1F69C}#4', 'Pump \u{1F69C}'),
    put('T#pumq#5', 'Pumq'),
    put('T#pum#6', 'Pum'),
    put('T#pump old#7', 'Pump old', 0),
    put('A#pump#X-1', 'Pump'),
    put('P#pump#9', 'Pump'),
    put('T#pump#8', 'Pump', 1, SITE + 1),
  ]);
});

const keys = async (search: string, enough = 50) =>
  (await readOptions(tenant, SITE, 'T', search, enough)).map((o) => o.key);

describe('readOptions', () => {
  it('finds the label equal to the prefix and every label it is a prefix of, in key order', async () => {
    expect(await keys('Pump')).toEqual(['T#pump station#2', 'T#pump#1', 'T#pumpkin#3', 'T#pump\u{1F69C}#4']);
  });

  it('leaves out the next character past the range, a shorter label, other kinds and sites, and unused options', async () => {
    const found = await keys('pump');
    for (const left of ['T#pumq#5', 'T#pum#6', 'T#pump old#7']) expect(found).not.toContain(left);
    expect(await keys('pumq')).toEqual(['T#pumq#5']);
    expect(await readOptions(tenant, SITE, 'A', 'pump', 50)).toEqual([
      { key: 'A#pump#X-1', value: { label: 'Pump' } },
    ]);
    expect(await readOptions(tenant, SITE + 1, 'T', 'pump', 50)).toEqual([
      { key: 'T#pump#8', value: { label: 'Pump' } },
    ]);
  });

  it('an empty search lists the whole kind; a search nothing starts with finds nothing', async () => {
    expect(await keys('')).toEqual([
      'T#pum#6',
      'T#pump station#2',
      'T#pump#1',
      'T#pumpkin#3',
      'T#pump\u{1F69C}#4',
      'T#pumq#5',
    ]);
    expect(await keys('pumpz')).toEqual([]);
  });

  it('stops once it has enough: the first of the same answer', async () => {
    const all = await keys('pum');
    const some = await keys('pum', 2);
    expect(some.length).toBeGreaterThanOrEqual(2);
    expect(some).toEqual(all.slice(0, some.length));
  });
});
