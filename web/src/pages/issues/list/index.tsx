/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as IssuesListPage } from '../../not-available/NotAvailablePage';
