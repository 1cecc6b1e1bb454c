/** PLACEHOLDER: this screen is being built. */
export { NotAvailablePage as AssetsListPage } from '../../not-available/NotAvailablePage';
