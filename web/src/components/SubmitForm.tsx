import type { ReactNode } from 'react';

/** A native form, so Enter submits: without the browser's own validation and without a page load. */
export function SubmitForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
