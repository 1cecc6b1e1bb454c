/** PLACEHOLDER: this screen is being built. */
export { NotAvailablePage as ClusterPage } from '../not-available/NotAvailablePage';
