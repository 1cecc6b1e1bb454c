/** PLACEHOLDER: this screen is being built. */
export { NotAvailablePage as HierarchyPage } from '../not-available/NotAvailablePage';
