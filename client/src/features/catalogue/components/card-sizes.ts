/**
 * How wide a storefront card's picture is drawn (the grid's columns): the browser's pick among its
 * widths, and the early script's preload of the first one (src/app/early-queries.ts) name the same.
 */
export const CARD_SIZES = '(min-width: 1400px) 20vw, (min-width: 992px) 30vw, (min-width: 360px) 48vw, 100vw';
