/**
 * A Form.io form rendered read-only (the inspection forms' View, a submitted form with its data),
 * without its buttons: there is nothing to submit there.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { withoutButtons, type FormioForm } from '@shared/forms/rules';
import { loadFormio, type FormioFormInstance } from './load-formio';

export interface FormioViewProps {
  form: FormioForm;
  /** The submitted answers to show in it. */
  data?: Record<string, unknown>;
}

export function FormioView({ form, data }: FormioViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let rendered: FormioFormInstance | null = null;
    const element = document.createElement('div');
    host.current?.appendChild(element);
    void loadFormio().then(async ({ Form }) => {
      if (cancelled) return;
      const instance = await new Form(element, withoutButtons(form), { readOnly: true, noAlerts: true })
        .ready;
      if (cancelled) {
        instance.destroy();
        return;
      }
      if (data) instance.submission = { data };
      rendered = instance;
      setLoaded(true);
    });
    return () => {
      cancelled = true;
      rendered?.destroy();
      element.remove();
    };
  }, [form, data]);

  return (
    <div className="ac-formio" data-testid="form-view">
      {!loaded && (
        <Box textAlign="center" padding="l">
          <Spinner />
        </Box>
      )}
      <div ref={host} />
    </div>
  );
}
