/**
 * Field controls of the user forms: text, one choice or several, each with the spec's message under
 * it. Each sits in a box named by its label (data-field), which browser tests use to find it.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';

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

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange?: (value: string) => void;
  type?: InputProps.Type;
  readOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({
  label,
  value,
  onChange,
  errorText,
  description,
  disabled,
  readOnly,
  type,
  autoComplete,
  placeholder,
}: TextFieldProps) {
  return (
    <div data-field={label}>
      <FormField label={label} errorText={errorText} description={description} stretch>
        <Input
          value={value}
          type={type}
          disabled={disabled}
          readOnly={readOnly}
          autoComplete={autoComplete ?? false}
          placeholder={placeholder}
          invalid={Boolean(errorText)}
          onChange={({ detail }) => onChange?.(detail.value)}
        />
      </FormField>
    </div>
  );
}

const toOption = (c: Choice) => ({ value: String(c.value), label: c.label });

export interface ChoiceFieldProps extends FieldBase {
  choices: Choice[];
  selected: number | null;
  onChange: (value: number | null) => void;
  placeholder?: string;
  emptyText?: string;
}

export function ChoiceField({
  label,
  choices,
  selected,
  onChange,
  errorText,
  description,
  disabled,
  placeholder,
  emptyText,
}: ChoiceFieldProps) {
  const chosen = choices.find((c) => c.value === selected);
  return (
    <div data-field={label}>
      <FormField label={label} errorText={errorText} description={description} stretch>
        <Select
          selectedOption={chosen ? toOption(chosen) : null}
          options={choices.map(toOption)}
          disabled={disabled}
          invalid={Boolean(errorText)}
          placeholder={placeholder ?? `Select ${label}`}
          empty={emptyText}
          onChange={({ detail }) =>
            onChange(detail.selectedOption.value ? Number(detail.selectedOption.value) : null)
          }
        />
      </FormField>
    </div>
  );
}

export interface MultiChoiceFieldProps extends FieldBase {
  choices: Choice[];
  selected: number[];
  onChange: (values: number[]) => void;
  placeholder?: string;
  emptyText?: string;
}

export function MultiChoiceField({
  label,
  choices,
  selected,
  onChange,
  errorText,
  description,
  disabled,
  placeholder,
  emptyText,
}: MultiChoiceFieldProps) {
  return (
    <div data-field={label}>
      <FormField label={label} errorText={errorText} description={description} stretch>
        <Multiselect
          selectedOptions={choices.filter((c) => selected.includes(c.value)).map(toOption)}
          options={choices.map(toOption)}
          disabled={disabled}
          invalid={Boolean(errorText)}
          placeholder={placeholder ?? `Select ${label}`}
          empty={emptyText}
          onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => Number(o.value)))}
        />
      </FormField>
    </div>
  );
}
