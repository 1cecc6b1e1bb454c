/**
 * Where the parts data is cached (TanStack Query keys). A module of its own so that the screens
 * that change a part (its form, its detail's movements) reload the list without loading its table.
 */
export const partsKeys = {
  /** The /parts list (the kit adds 'rows' or 'options', the scope and the request). */
  list: ['parts', 'list'] as const,
  /** A part's detail, every page of its movements. */
  detail: (partId: string) => ['parts', 'detail', partId] as const,
  /** A page of a part's movements (with its stock, as Part/GetPart answers them together). */
  detailPage: (partId: string, pageIndex: number) => ['parts', 'detail', partId, pageIndex] as const,
  /** A preferred dealer's name and e-mail, for the form. */
  dealer: (dealerId: number) => ['parts', 'dealer', dealerId] as const,
  /** The parts a work order's tasks used. */
  workOrder: (woId: number) => ['parts', 'work-order', woId] as const,
  /** Whether PMs' sites have their parts (a PM list page, or one PM); every stock change may move it. */
  pmStatus: ['parts', 'pm-status'] as const,
  /** The parts a PM library PM needs, with the company's stock of each. */
  libraryPm: (pmId: number) => ['parts', 'library-pm', pmId] as const,
};
