/** Service dealers' pure rules (spec maintenance 3 'Service dealer', 7, 9): who may use them and the limits. */
import { Role } from '../codes.js';

/**
 * Company admins (the PM library) and managers (asset PMs and work orders) pick dealers and add
 * them from the picker; the spec shows no other role using them.
 */
export const DEALER_ROLES = [Role.CompanyAdmin, Role.Manager] as const;

/** Spec 9: the dealer picker pages by 10. */
export const DEALER_PAGE_SIZE = 10;
/** Ours (the spec gives none): names as long as work order titles; e-mail as RFC 5321 allows. */
export const DEALER_NAME_MAX = 100;
export const DEALER_EMAIL_MAX = 254;
/** Spec 9: dealer search is debounced 700 ms. */
export const DEALER_SEARCH_DEBOUNCE_MS = 700;
