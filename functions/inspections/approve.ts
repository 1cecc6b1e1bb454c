/**
 * Approving a pending inspection (spec 4, 5): the rules of shared/inspections/rules.ts
 * approvalProblem, then one transaction: status Accepted, the asset's meter reading, the list
 * index, the dashboard entries (pending -> checked out), the activity (type 2). Used by
 * ApproveInspection and by CreateIssue with isapprove. PLACEHOLDER: the operator slice builds it.
 */
import type { Org } from '../tenancy/store.js';
import type { User } from '../users/store/index.js';

export interface ApproveInput {
  tenant: string;
  org: Org;
  user: User;
  roleId: number;
  inspectionId: string;
  managerNotes: string;
  /** Undefined: keep the inspection's own meter hours (CreateIssue's approve). */
  meterHours?: number;
}
export interface Approved {
  inspection_id: string;
  status: number;
  status_name: string;
  approval_date: string;
}

export async function approveInspection(input: ApproveInput): Promise<Approved> {
  void input;
  throw new Error('not built yet');
}
