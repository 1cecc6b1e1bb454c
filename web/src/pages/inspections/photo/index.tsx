/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as InspectionPhotoPage } from '../../not-available/NotAvailablePage';
