/**
 * What the inspections domain needs of issues. PLACEHOLDER: the issues slice builds it.
 * - `failedItemWrites`: for an inspection's not-ok attributes, the transaction items that open an
 *   issue per attribute not already open for the asset (or comment on the open one, never a
 *   duplicate), linked to the inspection, with the asset's open-issue count moved in the same
 *   transaction (assets/store adjustOpenIssues), and the activity (type 4).
 * - `openIssueCount`: the open issues of some sites, from counters (the dashboard's card).
 */
import type { AssetRecord } from '../assets/store/assets.js';
import type { Transaction } from '../lib/transactions.js';

export interface FailedItems {
  tenant: string;
  asset: AssetRecord;
  inspectionId: string;
  /** The not-ok attributes of the inspection, in form order. */
  items: { id: string; name: string }[];
  by: { uuid: string; name: string };
  timezone: string;
  at: Date;
  /** The company's setting (Company create_issues_from_inspections); off: nothing is opened. */
  openIssues: boolean;
}
export interface FailedItemWrites {
  transactions: Transaction[];
  /** The items not already open for the asset (the inspection's new_notok_attributes). */
  newNotOk: { id: string; name: string }[];
  opened: string[];
  commented: string[];
  /** Raises the notifications (types 4 and 7) once the transaction is written. */
  notify: () => Promise<void>;
}

export async function failedItemWrites(input: FailedItems): Promise<FailedItemWrites> {
  void input;
  throw new Error('not built yet');
}

export async function openIssueCount(tenant: string, siteIds: number[]): Promise<number> {
  void tenant;
  void siteIds;
  throw new Error('not built yet');
}
