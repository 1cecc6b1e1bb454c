/** What an inspection's details hand to /issues/create/1: Approve only for one awaiting approval (spec 2.10, 4). */
import { describe, expect, it } from 'vitest';
import type { InspectionDetail } from '@shared/inspections/detail-schemas';
import { inspectionForIssueOf } from './from-inspection';

const site = {
  site_id: 2,
  site_name: 'Reno Yard',
  company_id: 1,
  company_name: 'Northwind',
  timezone: 'America/Los_Angeles',
  showHideApprove: true,
  isManagerNotes: false,
};
const PENDING: InspectionDetail = {
  inspection_id: 'insp-1',
  asset_id: 42,
  asset_name: 'Forklift 01',
  asset: { asset_id: 42, name: 'Forklift 01', internal_asset_id: '1001' },
  meter_hours: 140,
  last_meter_hours: 120,
  shift: 1,
  operator_firstname: 'Omar',
  operator_lastname: 'Reyes',
  datetime_requested: '2026-11-20T10:00:00.000Z',
  checkoutRequestDateTime: '2026-11-20T09:00:00.000Z',
  synced_at: null,
  timezone: 'America/Los_Angeles',
  manager_name: null,
  approval_date: null,
  operator_notes: '',
  is_comment_important: false,
  manager_notes: '',
  status: 8,
  status_name: 'Pending',
  sites: site,
  showHideApprove: true,
  earlier_pending_inspection_id: null,
  image_list: { image_names: [], images: [] },
  attributes: [],
  new_notok_attributes: [],
  issue_ids: [],
};

describe('an inspection handed to the create issue page', () => {
  it('offers Approve only while the inspection awaits approval', () => {
    // Prepare
    const accepted = { ...PENDING, status: 10, status_name: 'Accepted', manager_name: 'Maria Lopez' };
    const notReviewed = { ...PENDING, showHideApprove: false };
    const behindAnother = { ...PENDING, earlier_pending_inspection_id: 'insp-0' };
    // Act / Assess
    expect(inspectionForIssueOf(PENDING)).toMatchObject({
      inspection_id: 'insp-1',
      internal_asset_id: '1001',
      operator_name: 'Omar Reyes',
      meter_hours: 140,
      can_approve: true,
    });
    // An accepted one asked 'Would you still like to approve the inspection.' and Approve failed with 'Only a pending inspection can be approved'.
    expect(inspectionForIssueOf(accepted).can_approve).toBe(false);
    expect(inspectionForIssueOf(notReviewed).can_approve).toBe(false);
    expect(inspectionForIssueOf(behindAnother).can_approve).toBe(false);
  });
});
