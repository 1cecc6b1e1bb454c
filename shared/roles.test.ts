import { describe, expect, it } from 'vitest';
import { Role } from './codes.js';
import {
  canOpenRoute,
  owningRoute,
  roleHome,
  sidebarFor,
  homeAfterRoleSwitch,
  homeAfterSiteSwitch,
} from './roles.js';

const links = (roleId: number, showMaintenance: boolean) =>
  sidebarFor({ roleId, showMaintenance }).flatMap((g) => g.items.map((i) => `${g.text ?? ''}/${i.text}`));

describe('sidebar per role (spec 2.2)', () => {
  it('manager on a PM site', () => {
    expect(links(Role.Manager, true)).toEqual([
      '/Dashboard',
      'Inspections/Inspections',
      'Inspections/Photos',
      'Inspections/Issues',
      'Inspections/Submitted',
      'Reports/Insights',
      'Reports/Reports',
      'Maintenance/Requests',
      'Maintenance/Preventative Maintenance',
      'Maintenance/PM Calendar',
      'Maintenance/Tasks',
      'Maintenance/Work Orders',
      'Maintenance/Parts',
      'Maintenance/Failure Codes',
      'Manage/Assets',
      'Manage/Hierarchy',
      'Manage/Cluster',
      'Manage/Inspection Forms',
      'Manage/Upload Inspection Forms',
      'Manage/Meter Readings',
      'Manage/Users',
      'Manage/Notifications settings',
    ]);
  });

  it('manager on a site without PM has no maintenance group', () => {
    expect(links(Role.Manager, false).some((l) => l.startsWith('Maintenance/'))).toBe(false);
  });

  it('executive: the PM list on a PM site (maintenance.md 1, issue 24 item 5)', () => {
    expect(links(Role.Executive, true)).toEqual([
      'Inspections/Inspections',
      'Inspections/Photos',
      'Inspections/Issues',
      'Inspections/Submitted',
      'Reports/Insights',
      'Reports/Reports',
      'Maintenance/Preventative Maintenance',
      'Maintenance/PM Calendar',
      'Maintenance/Parts',
      'Manage/Assets',
      'Manage/Hierarchy',
      'Manage/Cluster',
      'Manage/Inspection Forms',
      'Manage/Upload Inspection Forms',
      'Manage/Users',
      'Manage/Notifications settings',
    ]);
  });

  it('company admin with and without maintenance', () => {
    expect(links(Role.CompanyAdmin, true)).toEqual([
      'Maintenance/Preventative Maintenance',
      'Maintenance/PM List',
      'Maintenance/PM Calendar',
      'Maintenance/Tasks',
      'Maintenance/Parts',
      'Maintenance/Failure Codes',
      'Manage/Assets',
      'Manage/Hierarchy',
      'Manage/Cluster',
      'Manage/Inspection Forms',
      'Manage/Upload Inspection Forms',
      'Manage/Devices',
      'Manage/API Keys',
      'Manage/Webhooks',
      'Manage/Users',
      'Manage/Notifications settings',
    ]);
    expect(links(Role.CompanyAdmin, false)).toEqual([
      'Manage/Assets',
      'Manage/Hierarchy',
      'Manage/Cluster',
      'Manage/Inspection Forms',
      'Manage/Upload Inspection Forms',
      'Manage/Devices',
      'Manage/API Keys',
      'Manage/Webhooks',
      'Manage/Users',
    ]);
  });

  it('super admin', () => {
    expect(links(Role.SuperAdmin, true)).toEqual([
      'Manage/Assets',
      'Manage/Hierarchy',
      'Manage/Cluster',
      'Manage/Inspection Forms',
      'Manage/Upload Inspection Forms',
      'Manage/Devices',
      'Manage/API Keys',
      'Manage/Webhooks',
      'Manage/Users',
      'Manage/Branding',
    ]);
  });
});

describe('homes and route access', () => {
  it('role homes (executive reading: /quickinsights)', () => {
    expect(roleHome(Role.Manager)).toBe('/dashboard');
    expect(roleHome(Role.SuperAdmin)).toBe('/assets');
    expect(roleHome(Role.CompanyAdmin)).toBe('/assets');
    expect(roleHome(Role.Executive)).toBe('/quickinsights');
    expect(roleHome(Role.Operator)).toBe('/login');
  });

  it('switch homes (spec 4)', () => {
    expect(homeAfterRoleSwitch(Role.Manager)).toBe('/assets');
    expect(homeAfterSiteSwitch(Role.Manager)).toBe('/dashboard');
    expect(homeAfterSiteSwitch(Role.Executive)).toBe('/assets');
  });

  it('detail routes belong to their section', () => {
    expect(owningRoute('/assets/details/42')).toBe('/assets');
    expect(owningRoute('/users/createnew')).toBe('/users');
    expect(owningRoute('/workorders/details/7/')).toBe('/workorders');
    expect(owningRoute('/inspection-photos')).toBe('/inspection-photos');
  });

  it('a role opens only what its sidebar reaches', () => {
    expect(canOpenRoute('/devices', { roleId: Role.Manager, showMaintenance: true })).toBe(false);
    expect(canOpenRoute('/devices', { roleId: Role.SuperAdmin, showMaintenance: false })).toBe(true);
    expect(canOpenRoute('/inspections', { roleId: Role.SuperAdmin, showMaintenance: false })).toBe(true);
    expect(canOpenRoute('/inspections/details/x', { roleId: Role.SuperAdmin, showMaintenance: false })).toBe(
      true,
    );
    expect(canOpenRoute('/inspections', { roleId: Role.CompanyAdmin, showMaintenance: true })).toBe(false);
    expect(canOpenRoute('/issues', { roleId: Role.SuperAdmin, showMaintenance: false })).toBe(false);
    expect(canOpenRoute('/dashboard', { roleId: Role.Executive, showMaintenance: true })).toBe(false);
    expect(canOpenRoute('/workorders/details/3', { roleId: Role.Manager, showMaintenance: true })).toBe(true);
    expect(canOpenRoute('/workorders/details/3', { roleId: Role.Manager, showMaintenance: false })).toBe(
      false,
    );
    expect(canOpenRoute('/profile', { roleId: Role.Executive, showMaintenance: false })).toBe(true);
    expect(
      canOpenRoute('/preventative-maintenance-list', { roleId: Role.Executive, showMaintenance: true }),
    ).toBe(true);
    expect(
      canOpenRoute('/preventative-maintenance-list', { roleId: Role.Executive, showMaintenance: false }),
    ).toBe(false);
    // Issue 24 item 7: each page lights its own entry; the builder is the forms' page.
    expect(owningRoute('/hierarchy')).toBe('/hierarchy');
    expect(owningRoute('/inspection-forms/create')).toBe('/inspection-forms');
    expect(owningRoute('/inspections/upload')).toBe('/inspections/upload');
    expect(canOpenRoute('/inspection-forms/create', { roleId: Role.Manager, showMaintenance: false })).toBe(
      true,
    );
    expect(canOpenRoute('/submitted', { roleId: Role.SuperAdmin, showMaintenance: false })).toBe(true);
    expect(canOpenRoute('/submitted', { roleId: Role.CompanyAdmin, showMaintenance: true })).toBe(false);
  });
});
