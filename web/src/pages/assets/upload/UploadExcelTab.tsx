/**
 * 'Upload Excel' (spec 2.8, 5 'Spreadsheet asset upload'): the file is read and every row checked
 * in the browser as soon as it is chosen; the per-row report (row, column, message, downloadable
 * as xlsx) shows before anything is written, and the first message shows under the file box.
 * A clean file of at most IMPORT_SYNC_MAX_ROWS rows is imported in one call (the spec's); rows the
 * server refuses (internal ids already stored) come back into the same report. A larger one is an
 * import job: its rows go to S3, the job writes them, and the progress bar shows rows written of
 * total as the page polls; its result (or its report) also stays in the import history below.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { AssetMessages } from '@shared/assets/messages';
import { ImportStatus, isAcceptedUpload, takesImportJob, UPLOAD_EXTENSIONS } from '@shared/assets/rules';
import type { UploadProblem } from '@shared/assets/payload-schemas';
import { toast } from '../../../app/toasts';
import { CompanySiteFields } from './CompanySiteFields';
import { ImportHistory } from '../../../components/import-jobs/ImportHistory';
import { SpreadsheetFileField } from '../../../components/import-jobs/SpreadsheetFileField';
import { ImportJobProgress, useImportJob } from '../../../components/import-jobs/import-job';
import { ImportProblemsTable } from '../../../components/import-jobs/ImportProblemsTable';
import {
  addAssetKeys,
  bulkUpload,
  readImport,
  readImportHistory,
  readImportProblems,
  startImportJob,
  type PickableCompany,
} from './upload-calls';
import { downloadReport, downloadTemplate, REPORT_FILE } from './workbook-files';
import type { UploadItem } from './validate-rows';

const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');
const REPORT_PAGE_SIZE = 20;

/** The import's steps: the server writes in one call, so progress moves by step, not by row. */
type Stage = { value: number; label: string } | null;

export interface UploadExcelTabProps {
  companies: PickableCompany[];
  fixedCompanyId: number | null;
  defaultSiteId: number | null;
}

export function UploadExcelTab({ companies, fixedCompanyId, defaultSiteId }: UploadExcelTabProps) {
  const navigate = useNavigate();
  const [companyId, setCompanyId] = useState<number | null>(fixedCompanyId);
  const [siteId, setSiteId] = useState<number | null>(defaultSiteId);
  const [companyError, setCompanyError] = useState<string>();
  const [files, setFiles] = useState<File[]>([]);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [items, setItems] = useState<UploadItem[] | null>(null);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [stage, setStage] = useState<Stage>(null);
  const {
    job,
    jobId,
    running: jobRunning,
    startJob: startImport,
    clearJob,
  } = useImportJob({
    keys: addAssetKeys,
    read: readImport,
    start: startImportJob,
    // The job ended: a refused file's rows come back into the report.
    onEnded: (ended) => {
      if (ended.status === ImportStatus.Completed) toast.success(AssetMessages.uploaded);
      else if (ended.problems > 0)
        void readImportProblems(ended.import_id).then((found) => {
          setProblems(found);
          setFileError(found[0]?.message);
        });
    },
  });
  const uploading = stage !== null || jobRunning;

  const clearResult = () => {
    clearJob();
    setItems(null);
    setProblems([]);
    setFileError(undefined);
  };

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    clearResult();
    const file = chosen[0];
    if (!file) return;
    if (!isAcceptedUpload(file.name)) {
      setFileError(AssetMessages.fileFormat);
      return;
    }
    setReading(true);
    try {
      const [{ parseSheet }, { validateRows }] = await Promise.all([
        import('../../../components/spreadsheet/parse-sheet'),
        import('./validate-rows'),
      ]);
      const sheet = await parseSheet(file.name, await file.arrayBuffer());
      const check = sheet ? validateRows(sheet) : null;
      if (!check) setFileError(AssetMessages.fileFormat);
      else {
        setItems(check.fileError && check.problems.length === 0 ? null : check.items);
        setProblems(check.problems);
        setFileError(check.fileError ?? undefined);
      }
    } catch {
      // A file the parsers cannot open at all (a renamed PDF, a damaged zip).
      setFileError(AssetMessages.fileEmpty);
    } finally {
      setReading(false);
    }
  };

  const upload = async () => {
    if (files.length === 0) return setFileError(AssetMessages.fileRequired);
    if (companyId === null) return setCompanyError(AssetMessages.companyRequired);
    if (reading || !items || problems.length > 0) return;
    if (takesImportJob(items.length)) return startJob(companyId, items);
    // Step 1 (reading and checking) is done; step 2 is the one server call.
    setStage({
      value: 50,
      label: `Step 2 of 2: importing ${items.length} ${items.length === 1 ? 'asset' : 'assets'}`,
    });
    try {
      const outcome = await bulkUpload(companyId, siteId, items);
      if ('problems' in outcome) {
        setStage(null);
        setProblems(outcome.problems);
        setFileError(outcome.problems[0]?.message);
        return;
      }
      setStage({
        value: 100,
        label: `Imported ${outcome.created} ${outcome.created === 1 ? 'asset' : 'assets'}`,
      });
      toast.success(AssetMessages.uploaded);
      navigate('/assets');
    } catch {
      setStage(null); // the client showed the failure
    }
  };

  const startJob = async (company: number, rows: UploadItem[]) => {
    setStage({ value: 0, label: `Uploading ${rows.length.toLocaleString('en-US')} checked rows` });
    await startImport(company, siteId, files[0].name, rows);
    setStage(null);
  };

  const jobBar = job && jobId !== null && (
    <ImportJobProgress
      job={job}
      expectedRows={items?.length ?? 0}
      createdText={(created) =>
        `Imported ${created.toLocaleString('en-US')} ${created === 1 ? 'asset' : 'assets'}`
      }
    />
  );

  const failingRows = new Set(problems.map((p) => p.row)).size;

  return (
    <Form
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" disabled={uploading} onClick={() => navigate('/assets')}>
            Cancel
          </Button>
          <Button variant="primary" loading={uploading} disabled={reading} onClick={() => void upload()}>
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="l">
        <Container
          header={
            <Header
              variant="h2"
              actions={
                <Button iconName="download" onClick={() => void downloadTemplate()}>
                  Download template
                </Button>
              }
            >
              Upload Excel
            </Header>
          }
        >
          <div className="ac-form-grid">
            <CompanySiteFields
              companies={companies}
              fixedCompanyId={fixedCompanyId}
              companyId={companyId}
              siteId={siteId}
              onCompany={(id) => {
                setCompanyId(id);
                setSiteId(null);
                setCompanyError(undefined);
              }}
              onSite={setSiteId}
              companyError={companyError}
              disabled={uploading}
            />
            <SpreadsheetFileField
              files={files}
              accept={ACCEPT}
              errorText={fileError}
              constraintText={`Accepted: ${UPLOAD_EXTENSIONS.join(', ')}. Only the first sheet is read; rows without a Functional location go to the Site chosen.`}
              stretch
              onChoose={(chosen) => void choose(chosen)}
            />
          </div>
          {reading && (
            <Box margin={{ top: 'm' }}>
              <StatusIndicator type="loading">Reading the file and checking every row...</StatusIndicator>
            </Box>
          )}
          {stage && (
            <Box margin={{ top: 'm' }}>
              <ProgressBar
                value={stage.value}
                status="in-progress"
                label={stage.label}
                description="All rows are written together, or none."
              />
            </Box>
          )}
          {jobBar && <Box margin={{ top: 'm' }}>{jobBar}</Box>}
          {!reading && items && problems.length === 0 && jobId === null && (
            <Box margin={{ top: 'm' }}>
              <Alert
                type="success"
                header="Ready to upload"
              >{`${items.length} ${items.length === 1 ? 'row' : 'rows'} checked, no problems found.`}</Alert>
            </Box>
          )}
        </Container>
        {problems.length > 0 && (
          <ImportProblemsTable
            problems={problems}
            testId="upload-report"
            title="Problems found"
            description={`${failingRows} ${failingRows === 1 ? 'row has' : 'rows have'} problems. Nothing was written: fix the file and choose it again.`}
            withColumn
            pageSize={REPORT_PAGE_SIZE}
            onDownload={(all) => void downloadReport(all)}
          />
        )}
        <ImportHistory
          queryKey={addAssetKeys.imports}
          readHistory={readImportHistory}
          readProblems={readImportProblems}
          createdHeader="Assets created"
          reportFile={REPORT_FILE}
          watching={jobRunning}
        />
      </SpaceBetween>
    </Form>
  );
}
