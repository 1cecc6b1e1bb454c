/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as InspectionDetailsPage } from '../../not-available/NotAvailablePage';
