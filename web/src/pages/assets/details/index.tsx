/** PLACEHOLDER: this screen is being built. */
export { NotAvailablePage as AssetDetailsPage } from '../../not-available/NotAvailablePage';
