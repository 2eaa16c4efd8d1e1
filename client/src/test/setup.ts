import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The first visit to a lazy route compiles its whole chunk graph under ts-jest: on a busy
// machine that takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// What vite.config.ts defines at build time (src/build-constants.d.ts).
Object.assign(globalThis, { __BUILD_YEAR__: 2025 });

// jsdom has no layout: scrolling calls are no-ops there.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no media queries: evaluate min/max-width against the window width (1024 px, a laptop).
window.matchMedia = (query: string) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const width = window.innerWidth;
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
};
