/**
 * /parts/import 'Import Parts' (issue 25 item 1): the company's parts from a spreadsheet, read in
 * the browser (the shared parser: exceljs, SheetJS for .xls and .csv) and imported as a job
 * (components/import-jobs: presigned upload, start once, polled progress). Every row is checked
 * by the server; a file with problems writes nothing, and its rows' problems (row, column,
 * message) are listed here and offered as an xlsx report. The template has the part's columns and
 * the company's sites' minimum and bin. Company admins and managers only (the server enforces it).
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { ImportStatus, type UploadProblem } from '@shared/common/import-jobs';
import { Messages } from '@shared/messages';
import { PART_IMPORT_COLUMNS } from '@shared/parts/import-rules';
import { PartMessages } from '@shared/parts/messages';
import { PART_CATEGORIES, PART_WRITE_ROLES } from '@shared/parts/rules';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { ImportHistory } from '../../../components/import-jobs/ImportHistory';
import { SpreadsheetFileField } from '../../../components/import-jobs/SpreadsheetFileField';
import { ImportJobProgress, useImportJob } from '../../../components/import-jobs/import-job';
import { ImportProblemsTable } from '../../../components/import-jobs/ImportProblemsTable';
import { withQueryClient } from '../../../components/query/query-client';
import { stockingSites } from '../common/stock-sites';
import { partsKeys } from '../parts-keys';
import {
  downloadReport,
  downloadTemplate,
  partImportKeys,
  readPartImport,
  readPartImportHistory,
  readPartImportProblems,
  REPORT_FILE,
  startPartImport,
} from './import-calls';
import { partsOfSheet, type PartSheetRow } from './sheet-rows';

const EXTENSIONS = ['xlsx', 'xlsm', 'xls', 'csv'];
const ACCEPT = EXTENSIONS.map((e) => `.${e}`).join(',');
const FILE_FORMAT = 'Kindly select file with proper format';

type Read = { rows: PartSheetRow[] } | { error: string } | null;

async function readFile(file: File): Promise<Read> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension)) return { error: FILE_FORMAT };
  try {
    const { parseSheet } = await import('../../../components/spreadsheet/parse-sheet');
    const parsed = await parseSheet(file.name, await file.arrayBuffer());
    const rows = parsed ? partsOfSheet(parsed) : null;
    return rows ? { rows } : { error: FILE_FORMAT };
  } catch {
    return { error: FILE_FORMAT };
  }
}

export const ImportPartsPage = withQueryClient(function ImportPartsPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const siteNames = useMemo(() => stockingSites(session).map((s) => s.site_name), [session]);
  const [files, setFiles] = useState<File[]>([]);
  const [read, setRead] = useState<Read>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const { job, jobId, running, starting, startJob, clearJob } = useImportJob({
    keys: partImportKeys,
    read: readPartImport,
    start: startPartImport,
    // The job ended: the parts list shows it; a refused file's rows come back as its problems.
    onEnded: (ended) => {
      if (ended.status === ImportStatus.Completed) {
        toast.success(PartMessages.importDone(ended.created, ended.file_name));
        void queryClient.invalidateQueries({ queryKey: partsKeys.list });
      } else if (ended.problems > 0) void readPartImportProblems(ended.import_id).then(setProblems);
    },
  });

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    setProblems([]);
    clearJob();
    setFileError(undefined);
    const file = chosen[0];
    if (!file) return setRead(null);
    setReading(true);
    const result = await readFile(file);
    setReading(false);
    setRead(result);
    if (result && 'error' in result) setFileError(result.error);
  };

  const start = async () => {
    if (files.length === 0) return setFileError(PartMessages.importFileRequired);
    if (!read || 'error' in read) return setFileError(FILE_FORMAT);
    setFileError(undefined);
    setProblems([]);
    await startJob(files[0].name, read.rows);
  };

  if (!(PART_WRITE_ROLES as readonly (number | null)[]).includes(session.roleId))
    return <Alert type="error">{Messages.roleNotAuthorised}</Alert>;

  const rowCount = read && 'rows' in read ? read.rows.length : 0;
  return (
    <SpaceBetween size="l">
      <Form
        header={<Header variant="h1">Import Parts</Header>}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => navigate('/parts')}>
              Back to parts
            </Button>
            <Button
              variant="primary"
              loading={starting || running}
              disabled={reading}
              onClick={() => void start()}
            >
              Import
            </Button>
          </SpaceBetween>
        }
      >
        <Container
          header={
            <Header
              variant="h2"
              description={`One part a row: ${PART_IMPORT_COLUMNS.map((c) => c.header).join(', ')}, then for each site "<site> minimum" and "<site> bin" (a part is stocked where either is filled). Categories: ${PART_CATEGORIES.join(', ')}. Every row is imported, or none.`}
              actions={
                <Button iconName="download" onClick={() => void downloadTemplate(siteNames)}>
                  Download template
                </Button>
              }
            >
              Parts spreadsheet
            </Header>
          }
        >
          <SpaceBetween size="l">
            <SpreadsheetFileField
              files={files}
              accept={ACCEPT}
              errorText={fileError}
              constraintText={`Accepted: ${EXTENSIONS.join(', ')}.`}
              onChoose={(chosen) => void choose(chosen)}
            />
            {reading && <StatusIndicator type="loading">Reading the file...</StatusIndicator>}
            {!reading && rowCount > 0 && jobId === null && (
              <Box color="text-body-secondary">{`${rowCount} ${rowCount === 1 ? 'part' : 'parts'} read from the file.`}</Box>
            )}
            {job && jobId !== null && (
              <ImportJobProgress
                job={job}
                expectedRows={rowCount}
                createdText={(created) => `${created} ${created === 1 ? 'part was' : 'parts were'} imported`}
              />
            )}
          </SpaceBetween>
        </Container>
      </Form>
      {problems.length > 0 && (
        <ImportProblemsTable
          problems={problems}
          testId="import-problems"
          title="Rows with problems"
          description="Nothing was imported: fix these rows (numbered as in the spreadsheet) and import the file again."
          withColumn
          onDownload={(shown) => void downloadReport(shown)}
        />
      )}
      <ImportHistory
        queryKey={partImportKeys.imports}
        readHistory={readPartImportHistory}
        readProblems={readPartImportProblems}
        createdHeader="Parts created"
        reportFile={REPORT_FILE}
        // Every parts file is imported in the background (there is no one-request upload to keep).
        description="Every file is imported in the background: you may leave this page and come back to see its result here."
        watching={running}
      />
    </SpaceBetween>
  );
});
