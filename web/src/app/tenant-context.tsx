import { createContext, useContext } from 'react';
import type { Branding } from '@shared/tenancy/schemas';

export interface TenantInfo {
  code: string;
  branding: Branding;
  /**
   * Reads the tenant's pool details again and applies their branding (name, colour, logo) at once:
   * the Branding page calls it after a save, so the header and the sign-in screens show the new one.
   */
  refreshBranding: () => Promise<void>;
}

export const TenantContext = createContext<TenantInfo | null>(null);

export function useTenant(): TenantInfo {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside TenantContext');
  return tenant;
}
