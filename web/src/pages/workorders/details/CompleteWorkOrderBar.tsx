/**
 * Complete Workorder (spec maintenance 2.8), shown in the editable statuses: the remedy code, the
 * Override switch and the button, enabled once every task is Completed or Override is on.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { canComplete, type DraftTask } from '../common/work-order-draft';
import { FailureCodeSelects } from '../../reliability/failure-codes/FailureCodeSelects';

export function CompleteWorkOrderBar({
  tasks,
  remedy,
  onRemedy,
  override,
  onOverride,
  busy,
  completing,
  onComplete,
}: {
  tasks: DraftTask[];
  remedy: string | null | undefined;
  onRemedy: (code: string | null) => void;
  override: boolean;
  onOverride: (checked: boolean) => void;
  busy: boolean;
  completing: boolean;
  onComplete: () => void;
}) {
  return (
    <Container>
      <SpaceBetween direction="horizontal" size="l" alignItems="center">
        <FailureCodeSelects
          fields={['remedy_code']}
          values={{ remedy_code: remedy }}
          disabled={busy}
          onChange={(_field, code) => onRemedy(code)}
        />
        <Toggle checked={override} disabled={busy} onChange={({ detail: t }) => onOverride(t.checked)}>
          Override
        </Toggle>
        <Button
          variant="primary"
          loading={completing}
          disabled={busy || !canComplete(tasks, override)}
          onClick={onComplete}
        >
          Complete Workorder
        </Button>
        {!canComplete(tasks, false) && (
          <Box color="text-body-secondary" fontSize="body-s">
            Every task must be Completed, or turn on Override.
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
}
