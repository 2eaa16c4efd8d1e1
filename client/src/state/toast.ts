/**
 * Toast notices (docs/legacy-contract.md#messages-and-delays): success toasts stay until closed, failure toasts hide after
 * 2 s, plain (info) toasts after 2 s too unless given another delay. A failure that carries the
 * server's reason stays until closed, so the reason can be read.
 *
 * How many show at once is decided here, so a notice never crowds the screen: one on phones
 * (a newer notice replaces the older, unless it is only routine), up to three on wider screens;
 * and a routine notice (a list was fetched, a plain notice) gives way to whatever comes next.
 * "Fetched …" reports of a load are quiet: told to screen readers, never shown.
 */
import { DELAYS } from '../lib/delays';

export type ToastKind = 'success' | 'danger' | 'info';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
  /** Why it failed, in the server's words, under the text. */
  readonly detail?: string;
  /** Milliseconds until it hides itself; null stays until closed. */
  readonly hideAfter: number | null;
  /** For screen readers only: a routine report that a list loaded. */
  readonly quiet: boolean;
}

type Listener = (toasts: readonly Toast[]) => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
/** The first id raised since the person's latest click or key press. */
let sinceInput = 1;
/** On the way to the login page after the session ended: the failures that caused it are not news. */
let failuresMuted = false;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** At most this many at once on wide screens: the oldest give way. */
export const MAX_TOASTS = 3;
/** On phones one at a time: three notices covered 42 % of a 360 px screen. */
export const MAX_TOASTS_ON_PHONES = 1;
/** Bootstrap's "below md" breakpoint, as in the notice region's stylesheet. */
export const PHONE_SCREENS = '(max-width: 767.98px)';

const limit = (): number => (globalThis.matchMedia?.(PHONE_SCREENS).matches ? MAX_TOASTS_ON_PHONES : MAX_TOASTS);

const isLoadReport = (kind: ToastKind, text: string) => kind === 'success' && /^Fetched /.test(text);

/**
 * Routine notices report that something happened as expected ("Fetched orders.", the original
 * other "Fetched …" messages) or are plain info ("Redirecting to Cart...", "Product not found."):
 * the next notice replaces them.
 */
export function isRoutine(toast: Pick<Toast, 'kind' | 'text'>): boolean {
  return toast.kind === 'info' || isLoadReport(toast.kind, toast.text);
}

function emit() {
  for (const listener of [...listeners]) listener(toasts);
}

function remove(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
}

export function dismissToast(id: number): void {
  remove(id);
  emit();
}

const visible = () => toasts.filter((t) => !t.quiet);

/** Drops the oldest shown notices until at most `room` are left. */
function keepAtMost(room: number) {
  for (const t of visible().slice(0, Math.max(0, visible().length - room))) remove(t.id);
}

function show(kind: ToastKind, text: string, hideAfter: number | null, detail?: string): number {
  const id = nextId++;
  if (failuresMuted && kind === 'danger') return id;
  const quiet = isLoadReport(kind, text);
  // The same notice again (a list fetched twice) replaces the one already shown.
  for (const t of toasts) if ((t.kind === kind && t.text === text) || isRoutine(t)) remove(t.id);
  // Where only one fits, a routine notice does not push out one that matters
  // ("Order placed successfully!" stays when the pending orders are fetched next).
  if (!quiet && visible().length >= limit() && isRoutine({ kind, text })) {
    emit();
    return id;
  }
  if (!quiet) keepAtMost(limit() - 1);
  toasts = [...toasts, { id, kind, text, hideAfter, quiet, ...(detail ? { detail } : {}) }];
  if (hideAfter !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), hideAfter),
    );
  emit();
  return id;
}

export const toast = {
  success: (text: string, hideAfter: number | null = null) => show('success', text, hideAfter),
  /** With the server's reason (`detail`) it stays until closed. */
  failure: (text: string, detail?: string | null) =>
    show('danger', text, detail ? null : DELAYS.failureToast, detail ?? undefined),
  info: (text: string, hideAfter: number | null = DELAYS.failureToast) => show('info', text, hideAfter),
};

/** A click or key press: notices raised before it belong to what was on screen then. */
export function noteInput(): void {
  sinceInput = nextId;
}

/**
 * Another page opened: the notices of the page left go, and routine ones with them. A notice
 * raised after the click that led here stays ("Order placed successfully!" on the pending orders).
 */
export function clearForNavigation(): void {
  failuresMuted = false;
  const stale = toasts.filter((t) => t.id < sinceInput || isRoutine(t));
  if (stale.length === 0) return;
  for (const t of stale) remove(t.id);
  emit();
}

/** The session ended and the login page is on its way: the requests it failed report nothing until it opens. */
export function muteFailuresUntilNavigation(): void {
  failuresMuted = true;
}

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
  failuresMuted = false;
  emit();
}
