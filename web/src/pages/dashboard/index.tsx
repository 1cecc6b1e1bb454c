/** PLACEHOLDER: built by its slice. */
export { NotAvailablePage as DashboardPage } from '../not-available/NotAvailablePage';
