/** /reports (spec core 2.13): managers get the multi-report page, everyone else (executives) the single-report page. */
import { Role } from '@shared/codes';
import { useSession } from '../../../app/session/session-store';
import { withQueryClient } from '../../../components/query/query-client';
import { ExecutiveReport } from './ExecutiveReport';
import { MultiReport } from './MultiReport';

function Reports() {
  const { roleId } = useSession();
  return roleId === Role.Manager ? <MultiReport /> : <ExecutiveReport />;
}

export const ReportsPage = withQueryClient(Reports);
