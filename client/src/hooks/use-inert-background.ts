import { useLayoutEffect } from 'react';

/**
 * While a modal dialog is open the page behind it is inert, as `aria-modal` promises: not
 * focusable, not read out, not a target under the dialog's own buttons. Released in a layout
 * effect, before the dialog gives the focus back to what opened it.
 */
export function useInertBackground(): void {
  useLayoutEffect(() => {
    const page = document.getElementById('root');
    if (!page || page.hasAttribute('inert')) return;
    page.setAttribute('inert', '');
    return () => page.removeAttribute('inert');
  }, []);
}
