/**
 * The manager's multi-report page (spec core 2.13, 5): report type ('None' plus the five types),
 * the asset picker for the history type, From and To (hidden for Latest Hour Reading) with the
 * shared rules' messages, Generate, the result table with its Excel download, or the history table.
 */
import {
  Box,
  Button,
  Container,
  DatePicker,
  FormField,
  Header,
  Select,
  SpaceBetween,
  Table,
} from '@cloudscape-design/components';
import { dayjs, DATE_ONLY } from '@shared/dates';
import { ReportMessages } from '@shared/reports/messages';
import {
  maxToDate,
  needsDates,
  ReportKind,
  reportFormProblems,
  REPORT_TYPES,
  type ReportField,
  type ReportKindId,
} from '@shared/reports/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadExcel } from '../../../components/excel-export';
import { HistoryTable } from './HistoryTable';
import { REPORT_COLUMNS, tableColumns } from './report-columns';
import { generateHistory, loadReport, loadReportAssets, type ReportRow } from './reports-calls';

const NONE = { value: '', label: 'None' };

export function MultiReport() {
  const client = useQueryClient();
  const [kind, setKind] = useState<ReportKindId | ''>('');
  const [asset, setAsset] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ReportField, string>>>({});
  const [rows, setRows] = useState<ReportRow[] | null>(null);
  const [page, setPage] = useState({ index: 1, size: 20 });
  const history = kind === ReportKind.AssetInspection;
  const today = dayjs().format(DATE_ONLY);
  const assets = useQuery({ queryKey: ['reports', 'assets'], queryFn: loadReportAssets, enabled: history });

  const pickKind = (value: string) => {
    setKind(value as ReportKindId | '');
    setRows(null);
    setErrors({});
  };
  // A failure changes nothing shown (the client's error toast has said why).
  const run = useMutation({
    mutationFn: async (picked: ReportKindId) => {
      if (history) {
        await generateHistory(asset, fromDate, toDate, page.size);
        setPage((p) => ({ ...p, index: 1 }));
        await client.invalidateQueries({ queryKey: ['reports', 'history'] });
      } else setRows(await loadReport(picked, fromDate, toDate));
    },
  });
  const busy = run.isPending;
  const generate = () => {
    const problems = reportFormProblems({ kind, asset, fromDate, toDate }, today);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    if (problems.length || !kind) return;
    run.mutate(kind);
  };
  const columns = kind && !history ? REPORT_COLUMNS[kind] : [];
  const assetOptions = (assets.data ?? []).map((a) => ({
    value: a.internal_asset_id,
    label: `${a.internal_asset_id} - ${a.name}`,
  }));

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Reports</Header>}>
        <SpaceBetween direction="horizontal" size="l">
          <FormField label="Report Type" errorText={errors.kind}>
            <Select
              data-testid="report-type"
              selectedOption={REPORT_TYPES.find((t) => t.value === kind) ?? NONE}
              options={[NONE, ...REPORT_TYPES]}
              onChange={({ detail }) => pickKind(detail.selectedOption.value ?? '')}
            />
          </FormField>
          {history && (
            <FormField label="Asset" errorText={errors.asset}>
              <Select
                data-testid="report-asset"
                filteringType="auto"
                placeholder="Select asset"
                statusType={assets.isLoading ? 'loading' : 'finished'}
                selectedOption={assetOptions.find((o) => o.value === asset) ?? null}
                options={assetOptions}
                onChange={({ detail }) => setAsset(detail.selectedOption.value ?? '')}
              />
            </FormField>
          )}
          {needsDates(kind) && (
            <SpaceBetween direction="horizontal" size="l">
              <FormField label="From Date" errorText={errors.fromDate}>
                <DatePicker
                  openCalendarAriaLabel={(selected) =>
                    `Choose From Date${selected ? `, selected ${selected}` : ''}`
                  }
                  data-testid="report-from"
                  value={fromDate}
                  placeholder="YYYY/MM/DD"
                  isDateEnabled={(d) => dayjs(d).format(DATE_ONLY) <= today}
                  onChange={({ detail }) => {
                    // Spec 5: picking From resets To to the same date.
                    setFromDate(detail.value);
                    setToDate(detail.value);
                  }}
                />
              </FormField>
              <FormField label="To Date" errorText={errors.toDate}>
                <DatePicker
                  openCalendarAriaLabel={(selected) =>
                    `Choose To Date${selected ? `, selected ${selected}` : ''}`
                  }
                  data-testid="report-to"
                  value={toDate}
                  placeholder="YYYY/MM/DD"
                  isDateEnabled={(d) => dayjs(d).format(DATE_ONLY) <= maxToDate(kind, fromDate, today)}
                  onChange={({ detail }) => setToDate(detail.value)}
                />
              </FormField>
            </SpaceBetween>
          )}
          <FormField label="&nbsp;">
            <Button variant="primary" loading={busy} onClick={generate} data-testid="report-generate">
              Generate
            </Button>
          </FormField>
        </SpaceBetween>
      </Container>
      {history && (
        <HistoryTable
          pageIndex={page.index}
          pageSize={page.size}
          onPage={(index, size) => setPage({ index, size })}
        />
      )}
      {!history && rows && kind && (
        <Table
          data-testid="report-result"
          variant="container"
          header={
            <Header
              actions={
                <Button
                  iconName="download"
                  ariaLabel="Download Excel"
                  disabled={rows.length === 0}
                  onClick={() => void downloadExcel(rows, columns)}
                  data-testid="report-excel"
                />
              }
            >
              {REPORT_TYPES.find((t) => t.value === kind)?.label}
            </Header>
          }
          items={rows}
          columnDefinitions={tableColumns(columns)}
          empty={<Box textAlign="center">{ReportMessages.noData}</Box>}
        />
      )}
    </SpaceBetween>
  );
}
