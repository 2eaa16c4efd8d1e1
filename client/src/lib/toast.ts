/**
 * Toast notices (section 4): success toasts stay until closed, failure toasts hide after
 * 2 s, plain (info) toasts after 2 s too unless given another delay.
 */
import { DELAYS } from './delays';

export type ToastKind = 'success' | 'danger' | 'info';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
  /** Milliseconds until it hides itself; null stays until closed. */
  readonly hideAfter: number | null;
}

type Listener = (toasts: readonly Toast[]) => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of [...listeners]) listener(toasts);
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** At most this many at once: the oldest give way, so notices never pile up over the page. */
export const MAX_TOASTS = 3;

function show(kind: ToastKind, text: string, hideAfter: number | null): number {
  // The same notice again (a list fetched twice) replaces the one already shown.
  const same = toasts.find((t) => t.kind === kind && t.text === text);
  if (same) dismissToast(same.id);
  while (toasts.length >= MAX_TOASTS) dismissToast(toasts[0].id);
  const id = nextId++;
  toasts = [...toasts, { id, kind, text, hideAfter }];
  if (hideAfter !== null) timers.set(id, setTimeout(() => dismissToast(id), hideAfter));
  emit();
  return id;
}

export const toast = {
  success: (text: string, hideAfter: number | null = null) => show('success', text, hideAfter),
  failure: (text: string) => show('danger', text, DELAYS.failureToast),
  info: (text: string, hideAfter: number | null = DELAYS.failureToast) => show('info', text, hideAfter),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

/** For tests: forget every toast and timer. */
export function resetToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
}
