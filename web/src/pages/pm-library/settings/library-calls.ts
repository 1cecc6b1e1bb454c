/** The PM library's cache keys and its category list's query (the page's and a full load's prefetch). */
import { queryOptions } from '@tanstack/react-query';
import { PmLibraryApi } from '@shared/pm-library/api';
import { callApi } from '../../../app/api/client';

export const libraryKeys = {
  categories: ['pm-library', 'categories'] as const,
  pms: (planId: number) => ['pm-library', 'pms', planId] as const,
};

export const categoriesQuery = queryOptions({
  queryKey: libraryKeys.categories,
  queryFn: async () => (await callApi(PmLibraryApi.getPMCategories)).data.list,
});
