/**
 * Form.io's drag-and-drop form builder in a React page: built once per `initial` form, handed to
 * the page through onReady (the page reads its schema on save), destroyed on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { FormioForm } from '@shared/forms/rules';
import { loadFormio, type FormioBuilderInstance } from './load-formio';

/** The open-source components only: the Premium group needs a Form.io licence. */
const BUILDER_OPTIONS = { builder: { premium: false } };

export interface FormioBuilderProps {
  /** The form to start from (a new form: no components; Form.io adds its Submit button). */
  initial: FormioForm;
  onReady: (builder: FormioBuilderInstance | null) => void;
}

export function FormioBuilder({ initial, onReady }: FormioBuilderProps) {
  const host = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let builder: FormioBuilderInstance | null = null;
    const element = document.createElement('div');
    host.current?.appendChild(element);
    void loadFormio().then(async ({ FormBuilder }) => {
      if (cancelled) return;
      // Form.io changes the object it is given: hand it a copy.
      const instance = await new FormBuilder(element, structuredClone(initial), BUILDER_OPTIONS).ready;
      if (cancelled) {
        instance.destroy();
        return;
      }
      builder = instance;
      setLoaded(true);
      onReady(instance);
    });
    return () => {
      cancelled = true;
      builder?.destroy();
      element.remove();
      onReady(null);
    };
    // onReady is the page's setter; a new initial form is a new builder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  return (
    <div className="ac-formio" data-testid="form-builder">
      {!loaded && (
        <Box textAlign="center" padding="l">
          <Spinner size="large" />
        </Box>
      )}
      <div ref={host} />
    </div>
  );
}
