/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as UploadInspectionsPage } from '../../not-available/NotAvailablePage';
