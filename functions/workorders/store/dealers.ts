/** The service dealer of a work order: the dealers domain's dealer of the work order's company (another company's id is not found). */
import { getCompanyDealer } from '#functions/dealers/index.js';

export interface DealerView {
  service_dealer_id: number;
  name: string;
  email: string;
}

export async function dealerOf(
  tenant: string,
  companyId: number,
  dealerId: number | undefined,
): Promise<DealerView | null> {
  if (!dealerId) return null;
  const d = await getCompanyDealer(tenant, companyId, dealerId);
  return d ? { service_dealer_id: d.service_dealer_id, name: d.name, email: d.email } : null;
}
