/**
 * The names of a Cloudscape Pagination's arrow buttons (the page buttons are named by their number). Without them the arrows are buttons
 * with an empty name (axe: button-name, critical); every Pagination in the app passes these.
 */
import type { PaginationProps } from '@cloudscape-design/components/pagination';

export const PAGINATION_LABELS: PaginationProps.Labels = {
  nextPageLabel: 'Next page',
  previousPageLabel: 'Previous page',
};
