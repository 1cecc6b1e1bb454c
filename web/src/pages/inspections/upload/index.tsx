/**
 * /inspections/upload 'Upload Inspection Forms' (spec 2.9, 3, 5, 8): a company dropdown and the
 * file (csv, xls, xlsx, xlsm, xltx, xltm), read in the browser by the shared spreadsheet parser
 * (exceljs / SheetJS loaded when a file is read). Upload checks 'Please select file', 'Kindly
 * select file with proper format' and 'Please select company'; the server stores every row or
 * none, and each row it refuses is listed with its spreadsheet row number. Success shows
 * 'Inspection forms uploaded successfully'. A template with the expected headers is offered.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { isAcceptedUpload, UPLOAD_EXTENSIONS } from '@shared/assets/rules';
import { Role } from '@shared/codes';
import { ImportStatus, takesImportJob } from '@shared/common/import-jobs';
import { InspectionMessages } from '@shared/inspections/messages';
import { INSPECTION_UPLOAD_ROLES, UPLOAD_FIXED_COLUMNS } from '@shared/inspections/rules';
import { Messages } from '@shared/messages';
import { useCompaniesWithSites } from '../../../app/session/companies-with-sites';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { withQueryClient } from '../../../components/query/query-client';
import { ImportHistory } from '../../../components/import-jobs/ImportHistory';
import { SpreadsheetFileField } from '../../../components/import-jobs/SpreadsheetFileField';
import { ImportJobProgress, useImportJob } from '../../../components/import-jobs/import-job';
import { ImportProblemsTable } from '../../../components/import-jobs/ImportProblemsTable';
import {
  downloadTemplate,
  inspectionImportKeys,
  readInspectionImport,
  readInspectionImportHistory,
  readInspectionImportProblems,
  refreshAfterUpload,
  REPORT_FILE,
  startInspectionImport,
  uploadInspectionForms,
  type RowProblem,
} from './upload-calls';
import { inspectionsOfSheet, type SheetInspections } from './upload-rows';

const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

type Read = { sheet: SheetInspections } | { error: string } | null;

/** Reads and maps the chosen file; null until one is chosen. */
async function readFile(file: File): Promise<Read> {
  if (!isAcceptedUpload(file.name)) return { error: InspectionMessages.uploadFileFormat };
  try {
    const { parseSheet } = await import('../../../components/spreadsheet/parse-sheet');
    const parsed = await parseSheet(file.name, await file.arrayBuffer());
    const sheet = parsed ? inspectionsOfSheet(parsed) : null;
    return sheet ? { sheet } : { error: InspectionMessages.uploadFileFormat };
  } catch {
    // A file the parsers cannot open (a renamed PDF, a damaged zip).
    return { error: InspectionMessages.uploadFileFormat };
  }
}

export const UploadInspectionsPage = withQueryClient(function UploadInspectionsPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const companies = useCompaniesWithSites(session.roleId === Role.SuperAdmin);
  const options = useMemo(
    () => (companies ?? []).map((c) => ({ value: String(c.company_id), label: c.company_name })),
    [companies],
  );
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [read, setRead] = useState<Read>(null);
  const [reading, setReading] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; company?: string }>({});
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [uploaded, setUploaded] = useState<number | null>(null);
  // A failure was shown as a toast; the file stays chosen.
  const send = useMutation({
    mutationFn: (sheet: Parameters<typeof uploadInspectionForms>[1]) =>
      uploadInspectionForms(Number(companyId), sheet),
    onSuccess: async (outcome) => {
      if ('problems' in outcome) {
        setProblems(outcome.problems);
        return;
      }
      toast.success(InspectionMessages.uploaded);
      await refreshAfterUpload(queryClient);
      setUploaded(outcome.count);
      setFiles([]);
      setRead(null);
    },
  });
  // A file over IMPORT_SYNC_MAX_ROWS rows: an import job, polled until it ends.
  const {
    job,
    jobId,
    running: jobRunning,
    starting,
    startJob,
    clearJob,
  } = useImportJob({
    keys: inspectionImportKeys,
    read: readInspectionImport,
    start: startInspectionImport,
    // The job ended: a refused file's rows come back as its problems.
    onEnded: (ended) => {
      if (ended.status === ImportStatus.Completed) {
        toast.success(InspectionMessages.uploaded);
        void refreshAfterUpload(queryClient);
      } else if (ended.problems > 0)
        void readInspectionImportProblems(ended.import_id).then((found) =>
          setProblems(found.map((p) => ({ row: p.row, message: p.message }))),
        );
    },
  });
  const uploading = send.isPending || starting || jobRunning;

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    setProblems([]);
    setUploaded(null);
    clearJob();
    setErrors((e) => ({ ...e, file: undefined }));
    const file = chosen[0];
    if (!file) return setRead(null);
    setReading(true);
    const result = await readFile(file);
    setReading(false);
    setRead(result);
    if (result && 'error' in result) setErrors((e) => ({ ...e, file: result.error }));
  };

  const upload = () => {
    // Spec 5, in the order a user meets them.
    if (files.length === 0) return setErrors({ file: InspectionMessages.uploadFileRequired });
    if (!read || 'error' in read) return setErrors({ file: InspectionMessages.uploadFileFormat });
    if (companyId === null) return setErrors({ company: InspectionMessages.uploadCompanyRequired });
    setErrors({});
    setProblems([]);
    if (takesImportJob(read.sheet.rows.length))
      return void startJob(Number(companyId), files[0].name, read.sheet);
    send.mutate(read.sheet);
  };

  const rowCount = read && 'sheet' in read ? read.sheet.rows.length : 0;

  // The server refuses other roles (an executive reaching the URL); say so rather than offer the form.
  if (!INSPECTION_UPLOAD_ROLES.some((role) => role === session.roleId))
    return <Alert type="error">{Messages.roleNotAuthorised}</Alert>;

  return (
    <SpaceBetween size="l">
      <Form
        actions={
          <Button variant="primary" loading={uploading} disabled={reading} onClick={upload}>
            Upload
          </Button>
        }
      >
        <Container
          header={
            <Header
              variant="h2"
              description={`The first sheet is read: one inspection a row with the columns ${UPLOAD_FIXED_COLUMNS.join(', ')}; every other column is a checklist item (its header) and the answer. Every row is stored, or none.`}
              actions={
                <Button iconName="download" onClick={() => void downloadTemplate()}>
                  Download template
                </Button>
              }
            >
              Inspection forms spreadsheet
            </Header>
          }
        >
          <SpaceBetween size="l">
            <div data-field="Company">
              <FormField label="Company" errorText={errors.company}>
                <Select
                  placeholder="Select company"
                  empty="No company found"
                  statusType={companies === null ? 'loading' : 'finished'}
                  loadingText="Loading..."
                  options={options}
                  selectedOption={options.find((o) => o.value === companyId) ?? null}
                  disabled={uploading}
                  onChange={({ detail }) => {
                    setCompanyId(detail.selectedOption.value ?? null);
                    setErrors((e) => ({ ...e, company: undefined }));
                  }}
                />
              </FormField>
            </div>
            <SpreadsheetFileField
              files={files}
              accept={ACCEPT}
              errorText={errors.file}
              constraintText={`Accepted: ${UPLOAD_EXTENSIONS.join(', ')}.`}
              onChoose={(chosen) => void choose(chosen)}
            />
            {reading && <StatusIndicator type="loading">Reading the file...</StatusIndicator>}
            {!reading && rowCount > 0 && problems.length === 0 && jobId === null && (
              <Box color="text-body-secondary">{`${rowCount} ${rowCount === 1 ? 'inspection' : 'inspections'} read from the file.`}</Box>
            )}
            {starting && (
              <StatusIndicator type="loading">{`Uploading ${rowCount.toLocaleString('en-US')} rows...`}</StatusIndicator>
            )}
            {job && jobId !== null && (
              <ImportJobProgress
                job={job}
                expectedRows={rowCount}
                createdText={(created) =>
                  `${created.toLocaleString('en-US')} ${created === 1 ? 'inspection was' : 'inspections were'} stored as accepted`
                }
              />
            )}
            {uploaded !== null && (
              <Alert type="success" header={InspectionMessages.uploaded}>
                {`${uploaded} ${uploaded === 1 ? 'inspection was' : 'inspections were'} stored as accepted.`}
              </Alert>
            )}
          </SpaceBetween>
        </Container>
      </Form>
      {problems.length > 0 && (
        <ImportProblemsTable
          problems={problems}
          testId="upload-problems"
          title="Rows with problems"
          description="Nothing was stored: fix these rows (numbered as in the spreadsheet) and upload the file again."
        />
      )}
      <ImportHistory
        queryKey={inspectionImportKeys.imports}
        readHistory={readInspectionImportHistory}
        readProblems={readInspectionImportProblems}
        createdHeader="Inspections created"
        reportFile={REPORT_FILE}
        watching={jobRunning}
      />
    </SpaceBetween>
  );
});
