/** The shared readers as the list bodies use them: a search past its limit names it (it read 'Invalid request'). */
import { describe, expect, it } from 'vitest';
import { assetListBody, assetOptionBody } from '../assets/schemas.js';
import { deviceListBody, deviceOptionBody } from '../devices/schemas.js';
import { inspectionListBody, inspectionOptionBody } from '../inspections/list-schemas.js';
import { issueListBody, issueOptionBody } from '../issues/schemas.js';
import { pmListBody, pmOptionBody } from '../pm/list-schemas.js';
import { requestListBody, requestOptionBody } from '../requests/schemas.js';
import { userListBody, userOptionBody } from '../users/schemas.js';
import { workOrderListBody, workOrderOptionBody } from '../workorders/schemas.js';
import { SEARCH_MAX } from './readers.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('searchText', () => {
  it.each([
    ['inspections', inspectionListBody, inspectionOptionBody],
    ['issues', issueListBody, issueOptionBody],
    ['assets', assetListBody, assetOptionBody],
    ['devices', deviceListBody, deviceOptionBody],
    ['users', userListBody, userOptionBody],
    ['requests', requestListBody, requestOptionBody],
    ['work orders', workOrderListBody, workOrderOptionBody],
    ['PM', pmListBody, pmOptionBody],
  ])('the %s list and its filters take a search up to the limit and name it past', (_name, list, options) => {
    // Prepare
    const long = 'Forklift '.repeat(12);
    // Act / Assess
    expect(firstMessage(list.safeParse({ search_string: long }))).toBe(
      'Search can not be more than 100 characters !',
    );
    expect(firstMessage(options.safeParse({ option_search_string: long }))).toBe(
      'Search can not be more than 100 characters !',
    );
    expect(list.parse({ search_string: ` ${'x'.repeat(SEARCH_MAX)} ` }).search_string).toBe(
      'x'.repeat(SEARCH_MAX),
    );
    expect(list.parse({}).search_string).toBe('');
  });
});
