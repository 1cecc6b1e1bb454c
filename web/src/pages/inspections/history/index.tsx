/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as InspectionHistoryPage } from '../../not-available/NotAvailablePage';
