/**
 * The File field of the spreadsheet uploads (assets, inspections, parts, meter readings): one
 * file, its size shown, the accepted extensions said under it, the wrapper `data-field="File"` the
 * forms scroll to when it has a problem.
 */
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';

const FILE_UPLOAD_STRINGS = {
  uploadButtonText: () => 'Choose file',
  dropzoneText: () => 'Drop file to upload',
  removeFileAriaLabel: (_: number, name: string) => `Remove ${name}`,
  errorIconAriaLabel: 'Error',
};

export function SpreadsheetFileField({
  files,
  accept,
  constraintText,
  errorText,
  stretch,
  onChoose,
}: {
  files: File[];
  accept: string;
  constraintText: string;
  errorText?: string;
  stretch?: boolean;
  onChoose: (files: File[]) => void;
}) {
  return (
    <div data-field="File">
      <FormField label="File" errorText={errorText} constraintText={constraintText} stretch={stretch}>
        <FileUpload
          value={files}
          accept={accept}
          showFileSize
          onChange={({ detail }) => onChoose(detail.value)}
          i18nStrings={FILE_UPLOAD_STRINGS}
        />
      </FormField>
    </div>
  );
}
