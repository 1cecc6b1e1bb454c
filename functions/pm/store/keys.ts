/** The PM domain's partition keys, each led by the tenant. */
import { pad } from '#lib/db.js';

export const pmKeys = {
  asset: (tenant: string, assetId: number) => `${tenant}#ASSETPM#${pad(assetId, 10)}`,
  site: (tenant: string, siteId: number) => `${tenant}#PMLIST#${pad(siteId, 6)}`,
  timeQueue: (tenant: string) => `${tenant}#PMDUE#TIME`,
  noticeBatches: (tenant: string) => `${tenant}#PMNOTICE`,
  mailsSent: (tenant: string) => `${tenant}#PMMAILSENT`,
};
