/**
 * Sample calls of the integrations web routes for the route-wide tests (test-support/samples.ts):
 * the admin's API keys (as demo's super admin at site 2, company 1) and the manager's held
 * readings. The public API v1 has its own contract test (public-api.test.ts); the isolation and
 * bad-input suites send it users' tokens, which it refuses (401).
 */
import { randomUUID } from 'node:crypto';
import { Messages } from '#shared/messages.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { call } from '#functions/test-support/index.js';
import { asAdmin, asManager, type DomainSamples, type Fixture } from '#functions/test-support/samples.js';
import { newHeldReadingId, putHeldReadings } from './store/held-readings.js';

/** One reading of demo's asset 1 (applied, unchanged or held: any is a success). */
const uploadBody = () => ({
  client_request_id: randomUUID(),
  file_name: 'contract.csv',
  rows: [{ row: 2, asset_id: '1', asset_code: '', time: new Date().toISOString(), value: '1' }],
});

const extra = (f: Fixture, name: string) => f.extra[`int_${name}`] as string;

export const integrationSamples: DomainSamples = {
  prepare: async (f) => {
    const created = await call<{ data: { key_id: string } }>(
      'POST',
      'ApiKey/CreateApiKey',
      asAdmin(f, { body: { name: 'Contract key to revoke', scopes: ['assets:read'] } }),
    );
    f.extra.int_key = created.body.data.key_id;
    const readingId = newHeldReadingId();
    await putHeldReadings([
      {
        tenant: 'demo',
        company_id: 1,
        reading_id: readingId,
        asset_id: 1,
        asset_name: 'Contract asset',
        value: 1,
        at: new Date().toISOString(),
        meter_hours_then: 10,
        reason: 'backwards',
        source: 'api:contract',
        received_at: new Date().toISOString(),
      },
    ]);
    f.extra.int_reading = readingId;
  },
  contract: {
    'POST ApiKey/FilterApiKeys': [(f) => asAdmin(f, { body: {} })],
    'POST ApiKey/CreateApiKey': [
      (f) => asAdmin(f, { body: { name: 'Contract key', scopes: ['assets:read', 'meter-readings:write'] } }),
    ],
    'POST ApiKey/RevokeApiKey': [(f) => asAdmin(f, { body: { key_id: extra(f, 'key') } })],
    'POST MeterReading/FilterHeldReadings': [(f) => asManager(f, { body: {} })],
    'POST MeterReading/ReviewHeldReading': [
      (f) => asManager(f, { body: { reading_id: extra(f, 'reading'), approve: false } }),
    ],
    'POST MeterReading/UploadMeterReadings': [(f) => asManager(f, { body: uploadBody() })],
  },
  isolation: {
    'ApiKey/FilterApiKeys': { body: {} },
    'ApiKey/CreateApiKey': { body: { name: 'Isolation key', scopes: ['assets:read'] } },
    'ApiKey/RevokeApiKey': { body: { key_id: 'abcdef0123456789abcdef01' } },
    'MeterReading/FilterHeldReadings': { body: {} },
    'MeterReading/ReviewHeldReading': { body: { reading_id: '0000000000-abcdefgh', approve: false } },
    'MeterReading/UploadMeterReadings': { body: uploadBody() },
    'v1/assets/{id}': { pathParameters: { id: '1' } },
    'v1/meter-readings': {
      body: { readings: [{ assetId: 1, at: '2026-01-01T00:00:00Z', value: 1 }] },
    },
    'v1/inspections/{id}': { pathParameters: { id: 'any-inspection' } },
    'v1/work-orders/{id}': { pathParameters: { id: '1' } },
    'v1/work-orders': { body: { asset_id: 1, title: 'Isolation', description: 'D' } },
    'v1/work-orders/{id}/complete': { pathParameters: { id: '1' }, body: { override: true } },
  },
  badInput: {
    'POST MeterReading/ReviewHeldReading': [
      { role: 'manager', request: { body: { approve: true } }, status: 400, message: M.readingIdRequired },
      {
        role: 'manager',
        request: { body: { reading_id: '0000000000-abcdefgh', approve: 'yes' } },
        status: 400,
        message: M.approveRequired,
      },
      {
        role: 'manager',
        request: { body: { reading_id: '../etc/passwd', approve: true } },
        status: 400,
        message: M.readingNotFound,
      },
    ],
    'POST MeterReading/UploadMeterReadings': [
      {
        role: 'manager',
        request: { body: { ...uploadBody(), rows: [] } },
        status: 400,
        message: M.uploadEmpty,
      },
      {
        role: 'manager',
        request: { body: { ...uploadBody(), client_request_id: 'again' } },
        status: 400,
        message: M.uploadRequestIdInvalid,
      },
    ],
    // Managers hold no API key rights: refused before the body is read.
    'POST ApiKey/CreateApiKey': [
      { role: 'manager', request: { body: { name: '' } }, status: 200, message: Messages.roleNotAuthorised },
    ],
  },
};
