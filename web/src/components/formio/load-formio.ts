/**
 * Form.io (the builder and the renderer of inspection forms), loaded only by the screens that show
 * a form: its JavaScript and its Bootstrap-based styles arrive with the first such screen, never
 * with the app shell or the sign-in pages. Bootstrap is scoped to Form.io's containers at build
 * time (see scopeFormioBootstrap in web/vite.config.ts), so it does not restyle Cloudscape.
 */
import type { FormioForm } from '@shared/forms/rules';

/** What the screens read of a Form.io builder. */
export interface FormioBuilderInstance {
  readonly schema: FormioForm;
  on(event: string, listener: (...args: unknown[]) => void): void;
  destroy(): void;
}

/** What the screens read of a rendered Form.io form. */
export interface FormioFormInstance {
  submission: { data: Record<string, unknown> };
  destroy(): void;
}

interface FormioModule {
  FormBuilder: new (
    element: HTMLElement,
    form: FormioForm,
    options: object,
  ) => { ready: Promise<FormioBuilderInstance> };
  Form: new (
    element: HTMLElement,
    form: FormioForm,
    options: object,
  ) => { ready: Promise<FormioFormInstance> };
}

let loading: Promise<FormioModule> | null = null;

export function loadFormio(): Promise<FormioModule> {
  loading ??= Promise.all([import('./formio-library'), import('./formio-styles')]).then(
    ([formio]) => formio as unknown as FormioModule,
  );
  return loading;
}
