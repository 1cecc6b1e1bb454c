/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as InspectionPhotosPage } from '../not-available/NotAvailablePage';
