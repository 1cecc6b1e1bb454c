/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as CreateIssuePage } from '../../not-available/NotAvailablePage';
