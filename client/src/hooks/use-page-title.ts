import { useEffect } from 'react';

/** The title of the page last rendered on the server (the build's pre-renderer reads it: effects do not run there). */
export const serverRenderedTitle = { current: '' };

/** Sets the browser tab title, so each page is announced and bookmarked by name. */
export function usePageTitle(title: string): void {
  if (typeof document === 'undefined') serverRenderedTitle.current = `${title} | WATERS`;
  useEffect(() => {
    document.title = `${title} | WATERS`;
  }, [title]);
}

/** "YOUR SHOPPING CART" → "Your Shopping Cart": the screens' upper-case headings as tab titles. */
export function titleCase(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/(^|[\s(/-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
