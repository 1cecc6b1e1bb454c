/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as IssueDetailsPage } from '../../not-available/NotAvailablePage';
