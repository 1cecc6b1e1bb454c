/** The asset maintenance record (issue 24), served by the reports documents Lambda (pdfkit loads there only). */
import { ReportsApi } from '#shared/reports/api.js';
import { MaintenanceRecordTexts } from '#shared/reports/messages.js';
import { rawFile } from '#lib/envelope.js';
import { assetInScope, pmScope } from '#functions/pm/index.js';
import { route } from '#functions/users/index.js';
import { readMaintenanceRecord } from '../maintenance-record.js';
import { renderMaintenanceRecordPdf } from '../maintenance-record-pdf.js';

/**
 * POST Report/AssetMaintenanceRecord {asset_id}: the PDF. The asset must be on a site of the
 * caller's PM scope (the active site showing PM, or every PM site of its all-sites entry), as its
 * PM tab and completion log are; any other id, another tenant's included, is 'Asset not found'.
 */
export const maintenanceRecord = route(ReportsApi.maintenanceRecord, async (request) => {
  const scope = await pmScope(request);
  const asset = await assetInScope(scope, request.body.asset_id);
  const record = await readMaintenanceRecord(
    scope,
    await request.org(),
    request.tenant.name,
    asset,
    Date.now(),
  );
  const pdf = await renderMaintenanceRecordPdf(record);
  return rawFile(pdf, 'application/pdf', MaintenanceRecordTexts.fileName(asset.internal_asset_id));
});
