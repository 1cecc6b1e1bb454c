/** A library PM as the PM form's values (the form the asset PMs use too). */
import type { PmRow } from '@shared/pm-library/schemas';
import type { PmFormValues } from '../../../components/pm/PmForm';

export const valuesOf = (pm: PmRow): PmFormValues => ({
  title: pm.title,
  description: pm.description,
  status: pm.status,
  pm_trigger_type: pm.pm_trigger_type,
  pm_trigger_by: pm.pm_trigger_by,
  is_trigger_on_starting_at: pm.is_trigger_on_starting_at,
  datetime_due_at: pm.datetime_due_at ?? '',
  meter_hours_due_at: pm.meter_hours_due_at?.toString() ?? '',
  datetime_starting_at: pm.datetime_starting_at ?? '',
  datetime_repeates_every: pm.datetime_repeates_every?.toString() ?? '',
  datetime_repeat_time_period_type: pm.datetime_repeat_time_period_type ?? 29,
  meter_hours_starting_at: pm.meter_hours_starting_at?.toString() ?? '',
  meter_hours_repeates_every: pm.meter_hours_repeates_every?.toString() ?? '',
  tasks: pm.pmTasks.map((t) => t.tasks),
  attachments: pm.pmAttachments,
  dealer: pm.serviceDealers,
});
