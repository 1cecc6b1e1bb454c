/** Where each notification type leads (spec 2.5). */
import { describe, expect, it } from 'vitest';
import { NotificationType } from '@shared/codes';
import type { AppNotification } from '@shared/notifications/schemas';
import { notificationTarget } from './notification-target';

const of = (type: number, ref = 'ref/1'): AppNotification =>
  ({
    notification_id: 'n',
    notification_type: type,
    notification_status: 1,
    heading: 'h',
    message: 'm',
    ref_id: ref,
    createdDate: '2026-11-24T10:00:00Z',
  }) as AppNotification;

describe('notificationTarget', () => {
  it('opens the inspection for type 1 and the inspections list for type 2', () => {
    expect(notificationTarget(of(NotificationType.AutoApproveInspection, 'insp-1'))).toBe(
      '/inspections/details/insp-1',
    );
    expect(notificationTarget(of(NotificationType.PendingNewInspection, 'insp-1'))).toBe('/inspections');
  });

  it('opens the issue for type 3 (issue from an inspection) and types 4 to 8, escaping the ref', () => {
    for (const type of [3, 4, 5, 6, 7, 8])
      expect(notificationTarget(of(type, 'a/b'))).toBe('/issues/details/a%2Fb');
  });

  it('does not navigate for maintenance types 9 to 14 or unknown types', () => {
    for (const type of [9, 10, 11, 12, 13, 14, 0, 99]) expect(notificationTarget(of(type))).toBeNull();
  });

  it('opens the asset upload page (its import history) for type 15, an asset import finished', () => {
    expect(notificationTarget(of(NotificationType.AssetImportDone, 'imp-1'))).toBe('/assets/upload');
  });

  it('opens the inspection-forms upload page (its import history) for type 16, an inspection-forms import finished', () => {
    expect(notificationTarget(of(NotificationType.InspectionImportDone, 'imp-2'))).toBe(
      '/inspections/upload',
    );
  });

  it("opens the part's page for type 17, a part low on stock", () => {
    expect(notificationTarget(of(NotificationType.PartLowStock, 'b5e0c1f2-part'))).toBe(
      '/parts/details/b5e0c1f2-part',
    );
  });
});
