/**
 * Toast messages (spec 8, 9): success for 2 s, errors for 4 s (from when drawn) titled 'Error !'. A tiny store so
 * the API client and components can raise toasts without React context.
 */
import { useSyncExternalStore } from 'react';

/** The title of every error toast (spec 8). */
export const ERROR_TOAST_TITLE = 'Error !';

export type ToastType = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** How long each kind shows, counted from when it is drawn (ToastsFlashbar), not from when it is raised. */
export const TOAST_DURATION_MS: Record<ToastType, number> = { success: 2000, error: 4000, info: 4000 };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function show(type: ToastType, message: string) {
  const id = nextId++;
  toasts = [...toasts, { id, type, message }];
  emit();
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
