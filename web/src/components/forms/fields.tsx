/**
 * Field controls of the app's forms: text, one choice or several, each with its message under it.
 * Each sits in a box named by its label (data-field), which browser tests use to find it.
 */
import type { ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';

export interface Choice {
  value: number;
  label: string;
}

interface FieldBase {
  label: string;
  errorText?: string;
  description?: string;
  disabled?: boolean;
}

type FieldBoxProps = Omit<FieldBase, 'disabled'> & { children: ReactNode };

/** The labelled box around a control, with its description and message. */
function FieldBox({ label, errorText, description, children }: FieldBoxProps) {
  return (
    <div data-field={label}>
      <FormField label={label} errorText={errorText} description={description} stretch>
        {children}
      </FormField>
    </div>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange?: (value: string) => void;
  type?: InputProps.Type;
  readOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({
  value,
  onChange,
  disabled,
  readOnly,
  type,
  autoComplete,
  placeholder,
  ...box
}: TextFieldProps) {
  return (
    <FieldBox {...box}>
      <Input
        value={value}
        type={type}
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={autoComplete ?? false}
        placeholder={placeholder}
        invalid={Boolean(box.errorText)}
        onChange={({ detail }) => onChange?.(detail.value)}
      />
    </FieldBox>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onChange?: (value: string) => void;
  rows?: number;
  placeholder?: string;
}

/** Several lines of text (a description, a procedure). */
export function TextAreaField({ value, onChange, disabled, rows, placeholder, ...box }: TextAreaFieldProps) {
  return (
    <FieldBox {...box}>
      <Textarea
        value={value}
        rows={rows}
        disabled={disabled}
        placeholder={placeholder}
        invalid={Boolean(box.errorText)}
        onChange={({ detail }) => onChange?.(detail.value)}
      />
    </FieldBox>
  );
}

const toOption = (c: Choice) => ({ value: String(c.value), label: c.label });

interface PickerProps extends FieldBase {
  choices: Choice[];
  placeholder?: string;
  emptyText?: string;
}

/** What the one-choice and several-choice pickers show alike: options, state and the 'Select …' prompt. */
const pickerProps = ({ choices, disabled, placeholder, emptyText, label, errorText }: PickerProps) => ({
  options: choices.map(toOption),
  disabled,
  invalid: Boolean(errorText),
  placeholder: placeholder ?? `Select ${label}`,
  empty: emptyText,
});

export interface ChoiceFieldProps extends PickerProps {
  selected: number | null;
  onChange: (value: number | null) => void;
}

export function ChoiceField({ selected, onChange, ...picker }: ChoiceFieldProps) {
  const chosen = picker.choices.find((c) => c.value === selected);
  return (
    <FieldBox {...picker}>
      <Select
        {...pickerProps(picker)}
        selectedOption={chosen ? toOption(chosen) : null}
        onChange={({ detail }) =>
          onChange(detail.selectedOption.value ? Number(detail.selectedOption.value) : null)
        }
      />
    </FieldBox>
  );
}

export interface MultiChoiceFieldProps extends PickerProps {
  selected: number[];
  onChange: (values: number[]) => void;
}

export function MultiChoiceField({ selected, onChange, ...picker }: MultiChoiceFieldProps) {
  return (
    <FieldBox {...picker}>
      <Multiselect
        {...pickerProps(picker)}
        selectedOptions={picker.choices.filter((c) => selected.includes(c.value)).map(toOption)}
        onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => Number(o.value)))}
        deselectAriaLabel={(option) => `Remove ${option.label ?? option.value}`}
      />
    </FieldBox>
  );
}
