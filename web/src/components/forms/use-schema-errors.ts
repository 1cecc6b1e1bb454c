/**
 * A modal form's fields checked with the endpoint's shared zod schema before its call: the first
 * message of each field (the issue path's first key), for that FormField's errorText. `check`
 * answers true when the values pass (the errors cleared), false with the errors shown.
 */
import { useState } from 'react';
import type * as z from 'zod';

export type SchemaErrors<S extends z.ZodType> = Partial<Record<keyof z.input<S> & string, string>>;

export function useSchemaErrors<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<SchemaErrors<S>>({});
  const check = (values: z.input<S>): boolean => {
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const found: SchemaErrors<S> = {};
      for (const issue of checked.error.issues)
        found[issue.path[0] as keyof SchemaErrors<S>] ??= issue.message;
      setErrors(found);
      return false;
    }
    setErrors({});
    return true;
  };
  return { errors, check };
}
