/**
 * A react-hook-form resolver for forms whose values are not the wire payload (ids picked in
 * pickers, defaults implied by a single pick): the values become the payload, the endpoint's
 * shared zod schema checks it (zodResolver), and each message goes to the form field that payload
 * field is read from. The form thus shows exactly the messages the server would answer.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import type * as z from 'zod';

export function payloadResolver<V extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: V) => Record<string, unknown>,
  /** The form field a payload field's message shows under (when the names differ). */
  fieldOf: Partial<Record<string, Path<V>>> = {},
): Resolver<V> {
  const check = zodResolver(schema as z.ZodType<unknown, FieldValues>);
  return async (values, context, options) => {
    const result = await check(toPayload(values), context, {
      ...options,
      // The payload's fields are not the form's: no refs, no native validation.
      fields: {},
      names: undefined,
      shouldUseNativeValidation: false,
    });
    const payloadErrors = Object.entries(result.errors ?? {});
    if (payloadErrors.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    // The first message per form field, in the order the checks found them.
    for (const [field, error] of payloadErrors) errors[fieldOf[field] ?? field] ??= error as FieldError;
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
