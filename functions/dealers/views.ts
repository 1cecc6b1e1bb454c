/** Service dealers as the clients read them (spec maintenance 3 'Service dealer'). */
import type { DealerRow } from '#shared/dealers/schemas.js';
import type { DealerRecord } from './store.js';

export const dealerRow = (dealer: Pick<DealerRecord, 'service_dealer_id' | 'name' | 'email'>): DealerRow => ({
  service_dealer_id: dealer.service_dealer_id,
  name: dealer.name,
  email: dealer.email,
});
