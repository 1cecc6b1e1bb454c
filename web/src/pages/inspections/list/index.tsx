/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as InspectionsListPage } from '../../not-available/NotAvailablePage';
