/** Each report's table columns and Excel columns (spec core 3 'Report rows', 'Executive rows'), as data beside the page. */
import { formatSiteDate } from '@shared/dates';
import { ReportKind, type ReportKindId } from '@shared/reports/rules';
import type { ExportColumn } from '../../../components/excel-export';
import type { ReportRow } from './reports-calls';

const text = (key: string) => (row: ReportRow) => row[key] ?? '';
const siteDate = (key: string) => (row: ReportRow) =>
  row[key] ? formatSiteDate(String(row[key]), String(row.timezone ?? '')) : '';

const counts: ExportColumn<ReportRow>[] = [
  { header: 'Approved Inspection', value: text('approvedinspection') },
  { header: 'Total Inspection', value: text('totalinspection') },
  { header: 'Approved Inspection %', value: text('approvedpercentage') },
];

export const REPORT_COLUMNS: Record<Exclude<ReportKindId, 'asset-inspection'>, ExportColumn<ReportRow>[]> = {
  [ReportKind.Yard]: [{ header: 'Yard', value: text('yard') }, ...counts],
  [ReportKind.EquipmentType]: [
    { header: 'Yard', value: text('yard') },
    { header: 'Equipment Type', value: text('equipment_type') },
    ...counts,
  ],
  [ReportKind.Asset]: [
    { header: 'Yard', value: text('yard') },
    { header: 'Asset Id', value: text('internal_asset_id') },
    { header: 'Asset Name', value: text('asset_name') },
    { header: 'Begin Hours', value: text('begin_hours') },
    { header: 'End Hours', value: text('end_hours') },
    ...counts,
  ],
  [ReportKind.LatestHourReading]: [
    { header: 'Asset Id', value: text('internal_asset_id') },
    { header: 'Asset Name', value: text('asset_name') },
    { header: 'Current Meter Hours', value: text('current_meter_hours') },
    { header: 'Latest Inspection Date', value: siteDate('latest_inspection_date') },
  ],
};

export const EXECUTIVE_COLUMNS: ExportColumn<ReportRow>[] = [
  { header: 'Asset Id', value: text('internal_asset_id') },
  { header: 'Asset Name', value: text('asset_name') },
  { header: 'Serial Number', value: text('asset_serial_number') },
  { header: 'Current Meter Hours', value: text('current_meter_hours') },
  { header: 'Last 12 Month Usage Hours', value: text('last_12_month_Usage_Hours') },
  { header: 'First Inspection Date', value: siteDate('first_inspection_date') },
  { header: 'Latest Inspection Date', value: siteDate('latest_inspection_date') },
  { header: 'Last 12 Month Submitted Inspections', value: text('last_12_month_Submitted_Inspections') },
];

/** Cloudscape column definitions of export columns. */
export const tableColumns = (columns: ExportColumn<ReportRow>[]) =>
  columns.map((c, i) => ({ id: `c${i}`, header: c.header, cell: (row: ReportRow) => c.value(row) ?? '' }));
