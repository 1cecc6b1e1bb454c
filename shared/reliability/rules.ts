/** The reliability domain's pure rules (issue 25 item 5): who keeps the failure codes, their kinds and the standard set. */
import { Role } from '../codes.js';

/** Company admins and managers keep the failure-code catalogue. */
export const FAILURE_CODE_WRITE_ROLES = [Role.CompanyAdmin, Role.Manager] as const;
/** Executives read; maintenance staff read to pick the codes of what they repair. Operators have no access. */
export const FAILURE_CODE_READ_ROLES = [
  Role.CompanyAdmin,
  Role.Manager,
  Role.Executive,
  Role.MaintenanceStaff,
] as const;

export const FAILURE_CODE_MAX = 20;
export const FAILURE_DESCRIPTION_MAX = 100;

/** A failure code's kind: what went wrong, why, and what was done. */
export const FailureCodeKind = { Problem: 'problem', Cause: 'cause', Remedy: 'remedy' } as const;
export type FailureCodeKind = (typeof FailureCodeKind)[keyof typeof FailureCodeKind];
export const FAILURE_CODE_KINDS = Object.values(FailureCodeKind);

/** A code as stored and compared: trimmed, upper case (so "hyd-leak" and "HYD-LEAK" are one code). */
export const foldCode = (code: string) => code.trim().toUpperCase();

/** The standard set a company's catalogue starts with: common failures of mobile equipment. */
export const STANDARD_FAILURE_CODES: { kind: FailureCodeKind; code: string; description: string }[] = [
  { kind: 'problem', code: 'HYD-LEAK', description: 'Hydraulic leak' },
  { kind: 'problem', code: 'ENG-OVERHEAT', description: 'Engine overheating' },
  { kind: 'problem', code: 'ENG-NOSTART', description: 'Engine does not start' },
  { kind: 'problem', code: 'TYRE-DMG', description: 'Tyre damage' },
  { kind: 'problem', code: 'TRACK-DMG', description: 'Track or undercarriage damage' },
  { kind: 'problem', code: 'ELEC-FAULT', description: 'Electrical fault' },
  { kind: 'problem', code: 'BRAKE-FAULT', description: 'Brake fault' },
  { kind: 'problem', code: 'TRANS-FAULT', description: 'Transmission fault' },
  { kind: 'problem', code: 'STRUCT-CRACK', description: 'Structural crack' },
  { kind: 'problem', code: 'SAFETY-DEVICE', description: 'Safety device not working' },
  { kind: 'cause', code: 'WEAR', description: 'Normal wear' },
  { kind: 'cause', code: 'OPERATOR', description: 'Operator error' },
  { kind: 'cause', code: 'CONTAMINATION', description: 'Contamination' },
  { kind: 'cause', code: 'LUBRICATION', description: 'Lack of lubrication' },
  { kind: 'cause', code: 'OVERLOAD', description: 'Overload' },
  { kind: 'cause', code: 'IMPACT', description: 'Impact or accident damage' },
  { kind: 'cause', code: 'DEFECT', description: 'Manufacturing defect' },
  { kind: 'cause', code: 'PM-MISSED', description: 'Preventive maintenance missed' },
  { kind: 'remedy', code: 'REPLACE', description: 'Replace' },
  { kind: 'remedy', code: 'REPAIR', description: 'Repair' },
  { kind: 'remedy', code: 'ADJUST', description: 'Adjust' },
  { kind: 'remedy', code: 'CLEAN', description: 'Clean' },
  { kind: 'remedy', code: 'LUBRICATE', description: 'Lubricate' },
  { kind: 'remedy', code: 'TIGHTEN', description: 'Tighten' },
];

/** How a kind is named on screen (the settings page's tabs and forms). */
export const FAILURE_CODE_KIND_LABELS: Record<FailureCodeKind, string> = {
  problem: 'Problems',
  cause: 'Causes',
  remedy: 'Remedies',
};

/** Who marks an asset down and back in service: managers and company admins (and maintenance staff, on work orders assigned to them). */
export const DOWNTIME_WRITE_ROLES = [Role.Manager, Role.CompanyAdmin] as const;
export const WORK_ORDER_DOWNTIME_ROLES = [Role.Manager, Role.CompanyAdmin, Role.MaintenanceStaff] as const;
/** Who reads an asset's downtime and availability: executives read; operators have no access. */
export const AVAILABILITY_READ_ROLES = FAILURE_CODE_READ_ROLES;
export const DOWNTIME_REASON_MAX = 200;

/** What opened or closed a downtime. */
export type DowntimeSourceKind = 'issue' | 'workorder';

/**
 * Whether a downtime opened from a work order is planned: a PM work order's is. Work orders have no
 * PM kind yet (types 59-61 are manual and from requests), so the caller says it for scheduled work.
 */
export const isPlannedDowntime = (source: DowntimeSourceKind, plannedAsked: boolean | undefined) =>
  source === 'workorder' && plannedAsked === true;

/** Who reads the reliability metrics (issue 25 item 6): managers, executives and company admins; operators nothing. */
export const METRICS_READ_ROLES = [Role.Manager, Role.Executive, Role.CompanyAdmin] as const;
