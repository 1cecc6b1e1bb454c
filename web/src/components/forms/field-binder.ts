/**
 * What the react-hook-form forms of the panels share: the values as they stand, `set` (a value set
 * and its message cleared: the server's messages go as their field changes) and `bind` (a text
 * field's value, message, disabled state and change, spread onto TextField or TextAreaField).
 */
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

export function useFieldBinder<V extends FieldValues>(form: UseFormReturn<V>, disabled: boolean) {
  const values = form.watch();
  const { errors } = form.formState;
  const set = <K extends Path<V>>(name: K, value: PathValue<V, K>) => {
    form.setValue(name, value);
    form.clearErrors(name);
  };
  const bind = <K extends Path<V> & keyof V>(name: K) => ({
    value: String(values[name] ?? ''),
    errorText: errors[name]?.message as string | undefined,
    disabled,
    onChange: (value: string) => set(name, value as PathValue<V, K>),
  });
  return { values, errors, set, bind };
}
