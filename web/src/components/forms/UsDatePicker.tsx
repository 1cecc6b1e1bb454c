/**
 * A date field shown and typed as MM/DD/YYYY (spec maintenance 2.2 and 2.4: "format MM/dd/yyyy"),
 * with a calendar to pick from. Cloudscape's DatePicker only shows YYYY/MM/DD or a long localized
 * form, so this pairs an Input with Cloudscape's Calendar. The value in and out is YYYY-MM-DD;
 * text that is not a whole valid MM/DD/YYYY day is passed on as typed, so the form's schema
 * reports it ('Invalid Date !'); an empty field is ''.
 */
import { useEffect, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fromUsDay, ISO_DAY as ISO, toUsDay } from './us-day';

export function UsDatePicker({
  value,
  onChange,
  label,
  disabled,
  invalid,
  isDateEnabled,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  isDateEnabled?: (date: Date) => boolean;
}) {
  const [text, setText] = useState(toUsDay(value));
  const [open, setOpen] = useState(false);
  // A value set from outside (a reset, the calendar) shows in the field.
  useEffect(() => {
    if ((fromUsDay(text) ?? text) !== value) setText(toUsDay(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const iso = ISO.test(value) ? value : '';
  return (
    <SpaceBetween size="xs">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <div style={{ flex: 1 }}>
          <Input
            value={text}
            placeholder="MM/DD/YYYY"
            ariaLabel={label}
            disabled={disabled}
            invalid={invalid}
            onChange={({ detail }) => {
              setText(detail.value);
              onChange(detail.value.trim() === '' ? '' : (fromUsDay(detail.value) ?? detail.value));
            }}
          />
        </div>
        <Button
          formAction="none"
          variant="icon"
          iconName="calendar"
          ariaLabel={`Choose ${label}`}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        />
      </div>
      {open && (
        <Calendar
          value={iso}
          locale="en-US"
          isDateEnabled={isDateEnabled}
          ariaLabel={label}
          onChange={({ detail }) => {
            setText(toUsDay(detail.value));
            onChange(detail.value);
            setOpen(false);
          }}
        />
      )}
    </SpaceBetween>
  );
}
