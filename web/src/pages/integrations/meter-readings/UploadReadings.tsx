/**
 * The manager's upload of meter readings (issue 28 item 3): a CSV or xlsx file with Asset ID or
 * Asset Code, Time and Meter Hours columns, read in the browser and sent as one request (at most
 * METER_BATCH_MAX rows); a refusal lists each failing row, and nothing is written.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { UploadProblem } from '@shared/assets/payload-schemas';
import type { UploadReadingRow } from '@shared/integrations/schemas';
import { ApiError } from '../../../app/api/client';
import { toast } from '../../../app/toasts';
import { heldReadingsKey, uploadMeterReadings } from './meter-reading-calls';
import { readingsOfSheet } from './upload-rows';

const FILE_FORMAT = 'Choose a .csv or .xlsx file with Asset ID or Asset Code, Time and Meter Hours columns';

type Read = { rows: UploadReadingRow[]; name: string; id: string } | { error: string };

async function readFile(file: File): Promise<Read> {
  try {
    const { parseSheet } = await import('../../../components/spreadsheet/parse-sheet');
    const parsed = await parseSheet(file.name, await file.arrayBuffer());
    const rows = parsed ? readingsOfSheet(parsed) : null;
    // A new id per file read: sending it again (a retry) answers the first result.
    return rows ? { rows, name: file.name, id: crypto.randomUUID() } : { error: FILE_FORMAT };
  } catch {
    return { error: FILE_FORMAT };
  }
}

const problemsOf = (error: unknown): UploadProblem[] => {
  const data = error instanceof ApiError ? (error.data as { problems?: UploadProblem[] } | null) : null;
  return Array.isArray(data?.problems) ? data.problems : [];
};

export function UploadReadings() {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [read, setRead] = useState<Read | null>(null);
  const upload = useMutation({
    mutationFn: (file: { rows: UploadReadingRow[]; name: string; id: string }) =>
      uploadMeterReadings({ client_request_id: file.id, file_name: file.name, rows: file.rows }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setFiles([]);
      setRead(null);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: heldReadingsKey }),
  });
  const problems = problemsOf(upload.error);

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    upload.reset();
    setRead(chosen[0] ? await readFile(chosen[0]) : null);
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Asset ID or Asset Code, Time (ISO 8601 with its offset) and Meter Hours; readings that go backwards or jump implausibly are held below"
        >
          Upload meter readings
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField
          label="File"
          errorText={read && 'error' in read ? read.error : undefined}
          constraintText="Accepted: csv, xlsx. At most 1,000 readings per file."
        >
          <FileUpload
            value={files}
            accept=".csv,.xlsx"
            showFileSize
            onChange={({ detail }) => void choose(detail.value)}
            i18nStrings={{
              uploadButtonText: () => 'Choose file',
              dropzoneText: () => 'Drop file to upload',
              removeFileAriaLabel: (_, name) => `Remove ${name}`,
              errorIconAriaLabel: 'Error',
            }}
          />
        </FormField>
        {read && 'rows' in read && (
          <Box color="text-body-secondary">{`${read.rows.length} ${read.rows.length === 1 ? 'reading' : 'readings'} read from the file.`}</Box>
        )}
        <Button
          variant="primary"
          disabled={!read || !('rows' in read)}
          loading={upload.isPending}
          onClick={() => read && 'rows' in read && upload.mutate(read)}
        >
          Upload readings
        </Button>
        {problems.length > 0 && (
          <Table
            variant="embedded"
            header={
              <Header variant="h3">{`Nothing was recorded: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`}</Header>
            }
            items={problems}
            columnDefinitions={[
              { id: 'row', header: 'Row', cell: (p) => p.row },
              { id: 'column', header: 'Column', cell: (p) => p.column },
              { id: 'message', header: 'Problem', cell: (p) => p.message },
            ]}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}
