/** The tenant is the host's first label; a local host falls back to the demo tenant (spec 1). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
export const FALLBACK_TENANT = 'demo';

export function tenantCodeFromHost(hostname: string): string {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host) || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return FALLBACK_TENANT;
  return host.split('.')[0] || FALLBACK_TENANT;
}

export const currentTenantCode = () => tenantCodeFromHost(window.location.hostname);
