import { createContext, useContext } from 'react';
import type { Branding } from '@shared/tenancy/schemas';

export interface TenantInfo {
  code: string;
  branding: Branding;
}

export const TenantContext = createContext<TenantInfo | null>(null);

export function useTenant(): TenantInfo {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside TenantContext');
  return tenant;
}
