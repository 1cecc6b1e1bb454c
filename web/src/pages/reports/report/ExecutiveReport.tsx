/**
 * The executive's single-report page (spec core 2.13): the latest meter hours report only, Generate,
 * Excel download; below it, the reliability figures of the last 12 months (issue 25 item 6), the
 * insights' section: MTBF, MTTR, availability, top failure codes, by site or model, Excel export.
 */
import {
  Box,
  Button,
  Container,
  FormField,
  Header,
  Select,
  SpaceBetween,
  Table,
} from '@cloudscape-design/components';
import { dayjs, DATE_ONLY } from '@shared/dates';
import { ReportMessages } from '@shared/reports/messages';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { downloadExcel } from '../../../components/excel-export';
import { ReliabilitySection } from '../insights/ReliabilitySection';
import { EXECUTIVE_COLUMNS, tableColumns } from './report-columns';
import { loadExecutiveReport, type ReportRow } from './reports-calls';

const LATEST = { value: 'latest-meter-hours', label: 'Latest Meter Hours' };

export function ExecutiveReport() {
  const [year] = useState(() => ({
    from: dayjs().subtract(11, 'month').startOf('month').format(DATE_ONLY),
    to: dayjs().format(DATE_ONLY),
  }));
  const [picked, setPicked] = useState<string>('');
  const [error, setError] = useState<string>();
  const [rows, setRows] = useState<ReportRow[] | null>(null);
  // A failure keeps the rows shown before (toast shown by the client).
  const load = useMutation({ mutationFn: loadExecutiveReport, onSuccess: setRows });
  const busy = load.isPending;
  const generate = () => {
    if (!picked) return setError(ReportMessages.executiveTypeRequired);
    setError(undefined);
    load.mutate();
  };
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Reports</Header>}>
        <SpaceBetween direction="horizontal" size="l">
          <FormField label="Report Type" errorText={error}>
            <Select
              data-testid="executive-type"
              placeholder="Select report"
              selectedOption={picked ? LATEST : null}
              options={[LATEST]}
              onChange={({ detail }) => setPicked(detail.selectedOption.value ?? '')}
            />
          </FormField>
          <FormField label="&nbsp;">
            <Button variant="primary" loading={busy} onClick={generate} data-testid="report-generate">
              Generate
            </Button>
          </FormField>
        </SpaceBetween>
      </Container>
      {rows && (
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
                  onClick={() => void downloadExcel(rows, EXECUTIVE_COLUMNS)}
                  data-testid="report-excel"
                />
              }
            >
              Latest Meter Hours
            </Header>
          }
          items={rows}
          columnDefinitions={tableColumns(EXECUTIVE_COLUMNS)}
          empty={<Box textAlign="center">{ReportMessages.noData}</Box>}
        />
      )}
      <ReliabilitySection from={year.from} to={year.to} companyId="0" siteId="0" />
    </SpaceBetween>
  );
}
