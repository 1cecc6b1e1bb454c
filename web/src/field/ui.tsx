/** The field app's few plain components: big touch targets (48 px and more), high contrast, one column. */
import type { ReactNode } from 'react';

export function Button({
  children,
  onClick,
  kind = 'primary',
  disabled,
  type = 'button',
  pressed,
  label,
}: {
  children: ReactNode;
  onClick?: () => void;
  kind?: 'primary' | 'secondary' | 'danger' | 'choice';
  disabled?: boolean;
  type?: 'button' | 'submit';
  pressed?: boolean;
  label?: string;
}) {
  return (
    <button
      type={type}
      className={`btn btn-${kind}${pressed ? ' btn-pressed' : ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      aria-label={label}
    >
      {children}
    </button>
  );
}

export function Banner({
  kind,
  children,
}: {
  kind: 'info' | 'error' | 'success' | 'warning';
  children: ReactNode;
}) {
  return (
    <div className={`banner banner-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function Field({
  label,
  error,
  children,
  hint,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      {hint && <span className="field-hint">{hint}</span>}
      {children}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
