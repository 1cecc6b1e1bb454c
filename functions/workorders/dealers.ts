/**
 * The service dealer of a work order, from the dealers domain (branch wt-pmlib). Until that
 * domain is merged, no dealer is known: a work order keeps its service_dealer_id and shows none.
 */
export interface DealerView {
  service_dealer_id: number;
  name: string;
  email: string;
}

export async function dealerOf(_tenant: string, _companyId: number, dealerId: number | undefined): Promise<DealerView | null> {
  if (!dealerId) return null;
  return null;
}
