/** /reports (spec core 2.13): managers get the multi-report page, everyone else (executives) the single-report page. */
import { Role } from '@shared/codes';
import { useSession } from '../../app/session/session-store';
import { ExecutiveReport } from './ExecutiveReport';
import { MultiReport } from './MultiReport';

export function ReportsPage() {
  const { roleId } = useSession();
  return roleId === Role.Manager ? <MultiReport /> : <ExecutiveReport />;
}
