/** The integrations domain's web routes (its public API's are in public/handlers.ts). */
export { createApiKey, filterApiKeys, revokeApiKey } from './api-keys.js';
export { filterHeldReadings, reviewHeldReading } from './held-readings.js';
export { uploadMeterReadings } from './upload-readings.js';
