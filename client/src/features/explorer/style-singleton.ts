import { useEffect } from 'react';

/**
 * react-style-singleton's API, which react-remove-scroll-bar uses to stop the page scrolling under
 * GraphiQL's dialogs (Radix), with the CSS in a constructed stylesheet adopted by the document
 * instead of a <style> element: the site's Content-Security-Policy (style-src 'self') refuses
 * inline <style> elements, not sheets this site's own script builds. The build takes this module
 * for the package (vite.config.ts, graphiqlOwnLibraries).
 */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return function useStyle(styles: string, isDynamic?: boolean) {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles, isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
