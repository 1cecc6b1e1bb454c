/** PLACEHOLDER: this screen is being built. */
export { NotAvailablePage as DevicesPage } from '../not-available/NotAvailablePage';
