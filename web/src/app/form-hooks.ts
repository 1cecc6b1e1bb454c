/**
 * What the app's forms share: text values with a message each that clears when the value changes,
 * the submit (messages first, then the call with the form busy) and the redirect a moment after success.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** A message per field; a field without one is valid. */
export type FieldMessages<F extends PropertyKey> = Partial<Record<F, string>>;

/** Text values and their messages; bind(key) gives a text control its value, message and change. */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages<keyof V>>({});

  const bind = (key: keyof V) => ({
    value: values[key],
    errorText: errors[key],
    onChange: (value: string) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      setErrors((previous) => ({ ...previous, [key]: undefined }));
    },
  });

  return { values, errors, setErrors, bind };
}

export interface SubmitOptions {
  /** The form stays on the page after success, so it is not busy any more. */
  idleAfterSuccess?: boolean;
}

/**
 * A form's submit: shows the messages found; when there are none it runs the call with the form busy.
 * A failure ends busy and goes to onFailure; after success the form stays busy (the page moves on)
 * unless idleAfterSuccess.
 */
export function useFormSubmit<E extends object>(
  setErrors: Dispatch<SetStateAction<E>>,
  options: SubmitOptions = {},
) {
  const [busy, setBusy] = useState(false);

  const submit = async (found: E, call: () => Promise<void>, onFailure?: (failure: unknown) => void) => {
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await call();
      if (options.idleAfterSuccess) setBusy(false);
    } catch (failure) {
      onFailure?.(failure);
      setBusy(false);
    }
  };

  return { busy, submit };
}

/** What a later navigation may ask (react-router's and the sign-in screens' navigate take it). */
interface LaterNavigateOptions {
  replace?: boolean;
}

/**
 * Navigates after a delay (the success message shows first); leaving the page earlier cancels it.
 * With the screen's navigate: react-router's, or a sign-in screen's (sign-in-navigation.ts).
 */
export function useNavigateLater(navigate: (to: string, options?: LaterNavigateOptions) => unknown) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (to: string, delayMs: number, options?: LaterNavigateOptions) => {
    timer.current = window.setTimeout(() => navigate(to, options), delayMs);
  };
}
