import { useEffect } from 'react';

/** Sets the browser tab title, so each page is announced and bookmarked by name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | WATERS`;
  }, [title]);
}
