/**
 * Which home screens a user has in the field app (issue 22 items 1 and 5): operators their assets;
 * maintenance staff My work first (they may inspect too: the operator API serves them); managers
 * My work, to try it (the operator API does not serve managers). The chosen one is kept on the phone.
 */
import { useState } from 'react';
import { Role } from '@shared/codes';
import type { FieldSession } from './session';

export type FieldMode = 'assets' | 'work';

const STORED = 'acField.mode';

export function modesOf(session: FieldSession): FieldMode[] {
  const held = new Set(session.loginData.userroles.map((r) => r.role_id));
  const modes: FieldMode[] = [];
  if (held.has(Role.MaintenanceStaff) || held.has(Role.Manager)) modes.push('work');
  if (held.has(Role.Operator) || held.has(Role.MaintenanceStaff)) modes.push('assets');
  return modes;
}

/** The user's home screen: the one picked on this phone when still theirs, else their first. */
export function useMode(
  session: FieldSession,
): [FieldMode | undefined, FieldMode[], (mode: FieldMode) => void] {
  const modes = modesOf(session);
  const [picked, setPicked] = useState(() => localStorage.getItem(STORED) as FieldMode | null);
  const mode = picked && modes.includes(picked) ? picked : modes[0];
  const pick = (next: FieldMode) => {
    localStorage.setItem(STORED, next);
    setPicked(next);
  };
  return [mode, modes, pick];
}
