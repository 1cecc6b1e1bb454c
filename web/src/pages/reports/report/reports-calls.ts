/** The reports screens' calls (spec core 7 'reports'). */
import { ReportsApi } from '@shared/reports/api';
import { ReportKind, type ReportKindId } from '@shared/reports/rules';
import { callApi } from '../../../app/api/client';

export type ReportRow = Record<string, string | number | null>;

/** The rows of a range report (Yard, Equipment Type, Asset) or the latest hour reading. */
export async function loadReport(kind: ReportKindId, fromDate: string, toDate: string): Promise<ReportRow[]> {
  const params = { fromDate, toDate };
  switch (kind) {
    case ReportKind.Yard:
      return (await callApi(ReportsApi.yardReport, { params })).data.list;
    case ReportKind.EquipmentType:
      return (await callApi(ReportsApi.equipmentTypeReport, { params })).data.list;
    case ReportKind.Asset:
      return (await callApi(ReportsApi.assetReport, { params })).data.list;
    case ReportKind.LatestHourReading:
      return (await callApi(ReportsApi.latestHourReading)).data.list;
    default:
      return [];
  }
}

export const loadExecutiveReport = async () => (await callApi(ReportsApi.executiveReport)).data.list;
export const loadReportAssets = async () =>
  (await callApi(ReportsApi.reportAssets, { query: { search_string: '' } })).data.list;
export const generateHistory = (
  internalAssetId: string,
  fromDate: string,
  toDate: string,
  pageSize: number,
) =>
  callApi(ReportsApi.generateHistory, {
    body: {
      requested_by: '',
      internal_asset_id: internalAssetId,
      from_date: fromDate,
      to_date: toDate,
      pagesize: pageSize,
      pageindex: 1,
    },
  });
export const loadHistory = (pageIndex: number, pageSize: number) =>
  callApi(ReportsApi.historyReports, { query: { pageindex: pageIndex, pagesize: pageSize } });
export const checkReportStatus = async (ids: number[]) =>
  (await callApi(ReportsApi.checkStatus, { body: { reports_id: ids } })).data.list;
