/** PLACEHOLDER: this screen is being built. */
export { NotAvailablePage as AddAssetPage } from '../../not-available/NotAvailablePage';
