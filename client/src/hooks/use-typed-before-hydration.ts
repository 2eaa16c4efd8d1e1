import { useLayoutEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page's pre-rendered HTML is all there is (on the server, and while React
 * hydrates it), true from the first render after. A pre-rendered form's submit button is a plain
 * button until then: a native submit (no script to take it) would reload the page and lose what
 * was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A pre-rendered form can be typed into before its code has arrived. React keeps what its fields
 * show when it hydrates them, but not in the form's state (it reports no change), so a submit would
 * find them empty. Once mounted, each field's shown text (by element id) becomes its value.
 */
export function useTypedBeforeHydration<F extends string>(
  fieldIds: Readonly<Record<F, string>>,
  values: Readonly<Record<F, string>>,
  set: (field: F, value: string) => void,
): void {
  useLayoutEffect(() => {
    for (const field of Object.keys(fieldIds) as F[]) {
      const element = document.getElementById(fieldIds[field]);
      const shown =
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : null;
      if (shown !== null && shown !== values[field]) set(field, shown);
    }
    // Once, on mount: later changes come through the fields' own change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
