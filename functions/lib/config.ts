/** Runtime settings from the environment (set by CDK in the cloud and by the twin locally). */
export const config = {
  get tableName() {
    return process.env.TABLE_NAME ?? 'assetcare';
  },
  get filesBucket() {
    return process.env.FILES_BUCKET ?? 'assetcare-files';
  },
  get reportsBucket() {
    return process.env.REPORTS_BUCKET ?? 'assetcare-reports';
  },
  get sesSender() {
    return process.env.SES_SENDER ?? 'no-reply@assetcare.local';
  },
  /** Base web address with a `{tenant}` placeholder, used in e-mails. */
  get webUrlTemplate() {
    return process.env.WEB_URL_TEMPLATE ?? 'http://{tenant}.localhost:5173';
  },
  get region() {
    return process.env.AWS_REGION ?? 'us-east-1';
  },
  /** Emulators need path-style S3 addressing; set by the twin. */
  get s3ForcePathStyle() {
    return Boolean(process.env.AWS_ENDPOINT_URL_S3);
  },
};
