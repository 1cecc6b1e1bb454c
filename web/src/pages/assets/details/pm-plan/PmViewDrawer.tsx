/**
 * The PM view drawer (maintenance 2.2 'View drawer'): titled with the PM's title, it shows the
 * description, status, schedule, tasks (with the total estimated time), the parts it needs with
 * whether the asset's site has them (issue 25 item 3; a manager adds and removes them here),
 * attachments ('No Attachments !') and service dealer ('No Service Dealer added !').
 */
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AssetPlanTexts } from '@shared/pm/asset-plan-messages';
import { PmStatus } from '@shared/pm/codes';
import { totalEstimatedTime } from '@shared/pm/estimates';
import { formatTaskTime } from '@shared/tasks/rules';
import { AttachmentsField } from '../../../../components/attachments/AttachmentsField';
import { ServiceDealerPicker } from '../../../../components/dealers/ServiceDealerPicker';
import { SidePanel } from '../../../../components/SidePanel';
import { PmStatusBadge } from '../../../../components/pm/PmStatusBadge';
import type { AssetPmItem } from '@shared/pm/detail-schemas';
import { PmPartsSection } from '../../../parts/pm/PmPartsSection';
import { pmKeys } from '../../../pm/list/pm-keys';
import { dueText, scheduleText } from '@shared/pm/schedule-text';

const taskTime = (task: AssetPmItem['assetPMTasks'][number]) => ({
  hours: task.tasks.task_est_hours,
  minutes: task.tasks.task_est_minutes,
});

export function PmViewDrawer({
  pm,
  onEdit,
  onClose,
}: {
  pm: AssetPmItem;
  onEdit?: () => void;
  onClose: () => void;
}) {
  const trigger = pm.active_PMTrigger;
  const status = trigger?.asset_pm_status ?? PmStatus.Completed;
  const total = totalEstimatedTime(pm.assetPMTasks.map(taskTime));
  const queryClient = useQueryClient();
  return (
    <SidePanel title={pm.title} onClose={onClose} wide>
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={1}
          items={[
            { label: 'PM Description', value: <span className="ac-pm-pre">{pm.description || '-'}</span> },
            {
              label: 'PM Status',
              value: (
                <PmStatusBadge status={status} name={trigger?.asset_pm_status_name} dueIn={trigger?.due_in} />
              ),
            },
            {
              label: 'Schedule Triggers',
              value: (
                <SpaceBetween size="xxs">
                  <span>{scheduleText(pm)}</span>
                  {trigger && (
                    <span>
                      {dueText(
                        { due_datetime: trigger.due_date, due_meter_hours: trigger.due_meter_hours },
                        pm.pm_trigger_by,
                      )}
                    </span>
                  )}
                </SpaceBetween>
              ),
            },
          ]}
        />
        <SpaceBetween size="xs">
          <Box variant="h4">Tasks</Box>
          {pm.assetPMTasks.length === 0 ? (
            <Box color="text-body-secondary">{AssetPlanTexts.noTasks}</Box>
          ) : (
            <table className="ac-pm-view-table">
              <thead>
                <tr>
                  <th>Task Code</th>
                  <th>Task Title</th>
                  <th>Est Time</th>
                </tr>
              </thead>
              <tbody>
                {pm.assetPMTasks.map((task) => {
                  const time = taskTime(task);
                  return (
                    <tr key={task.task_id}>
                      <td>{task.tasks.task_code}</td>
                      <td>{task.tasks.task_title}</td>
                      <td>{formatTaskTime(time.hours, time.minutes)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <Box variant="small">Total estimated time: {total.display}</Box>
        </SpaceBetween>
        <PmPartsSection
          assetPmId={pm.asset_pm_id}
          lines={pm.pm_parts}
          editable={Boolean(onEdit)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: pmKeys.assetPlan(pm.asset_id) })}
        />
        <AttachmentsField value={pm.assetPMAttachments} onChange={() => undefined} readOnly />
        <ServiceDealerPicker value={pm.serviceDealers} onChange={() => undefined} readOnly />
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={onClose}>Close</Button>
          {onEdit && (
            <Button variant="primary" onClick={onEdit}>
              Edit
            </Button>
          )}
        </SpaceBetween>
      </SpaceBetween>
    </SidePanel>
  );
}
