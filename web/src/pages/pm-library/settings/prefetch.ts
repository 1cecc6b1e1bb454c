/** The PM library on a full load: its category list, asked for beside the page's code (app/lazy-page.ts). */
import { prefetchOnLoad } from '../../../components/query/query-client';
import { categoriesQuery } from './library-calls';

export function prefetchPage() {
  prefetchOnLoad(categoriesQuery);
}
