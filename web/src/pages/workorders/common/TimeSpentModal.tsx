/**
 * The Time Spent dialog of a work order task (spec maintenance 2.8, 5 'Time spent', 9): Date (today
 * by default, shown MM/DD/YYYY, sent as yyyy-mm-dd), Hours (min 0) and Minutes (0 to 59); Cancel
 * and Save. The time is added to the task's time spent (minutes carried into hours).
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TaskMessages } from '@shared/tasks/messages';
import { WorkOrderMessages } from '@shared/workorders/messages';
import type { TimeEntry } from '@shared/workorders/schemas';
import { TextField } from '../../../components/forms/fields';
import { ISO_DAY } from '../../../components/forms/us-day';
import { UsDatePicker } from '../../../components/forms/UsDatePicker';
import { userToday } from './work-order-payload';

type Problems = { date?: string; hours?: string; minutes?: string };

/** The dialog's checks: a whole day or none (today), whole numbers, hours from 0, minutes 0 to 59, some time. */
export function timeSpentProblems(hours: string, minutes: string, date = ''): Problems {
  const problems: Problems = {};
  if (date !== '' && !ISO_DAY.test(date)) problems.date = WorkOrderMessages.dueDateInvalid;
  const h = hours.trim() === '' ? 0 : Number(hours);
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  if (!Number.isInteger(h) || h < 0) problems.hours = 'Hours cannot be negative !';
  if (!Number.isInteger(m) || m < 0) problems.minutes = 'Minutes cannot be negative !';
  else if (m > 59) problems.minutes = TaskMessages.minutesTooMany;
  if (!problems.hours && !problems.minutes && h === 0 && m === 0) problems.minutes = 'Enter the time spent !';
  return problems;
}

export function TimeSpentModal({
  taskTitle,
  onSave,
  onClose,
}: {
  taskTitle: string;
  onSave: (entry: TimeEntry) => void;
  onClose: () => void;
}) {
  const [date, setDate] = useState(userToday());
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const save = () => {
    const found = timeSpentProblems(hours, minutes, date);
    setProblems(found);
    if (found.date || found.hours || found.minutes) return;
    onSave({ date: date || userToday(), hours: Number(hours || 0), minutes: Number(minutes || 0) });
  };

  return (
    <Modal
      visible
      header="Time Spent"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" onClick={save}>
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box color="text-body-secondary">{taskTitle}</Box>
        <div data-field="Date">
          <FormField label="Date" errorText={problems.date} constraintText="MM/DD/YYYY">
            <UsDatePicker
              value={date}
              label="Date"
              invalid={problems.date !== undefined}
              onChange={(value) => {
                setDate(value);
                setProblems((p) => ({ ...p, date: undefined }));
              }}
            />
          </FormField>
        </div>
        <ColumnLayout columns={2}>
          <TextField
            label="Hours"
            type="number"
            value={hours}
            errorText={problems.hours}
            onChange={(v) => {
              setHours(v);
              setProblems((p) => ({ ...p, hours: undefined }));
            }}
          />
          <TextField
            label="Minutes"
            type="number"
            value={minutes}
            errorText={problems.minutes}
            onChange={(v) => {
              setMinutes(v);
              setProblems((p) => ({ ...p, minutes: undefined }));
            }}
          />
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
