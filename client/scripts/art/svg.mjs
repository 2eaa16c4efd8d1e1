/** Small SVG helpers shared by the generated illustrations. */
import { createHash } from 'node:crypto';

/** Deterministic 0..1 numbers from a name: the same name always draws the same picture. */
export function randomFrom(name) {
  // A hash chain: each 32 bytes used up, the next block is the hash of the last, so long
  // scatters (a bowl of menudo) do not repeat themselves.
  let block = createHash('sha256').update(name).digest();
  let i = 0;
  return () => {
    if (i === block.length) {
      block = createHash('sha256').update(block).digest();
      i = 0;
    }
    return block[i++] / 255;
  };
}

/** A short id for clip paths and gradients that is unique per drawn element. */
export function idFor(...parts) {
  return `a${createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 8)}`;
}

export const n = (value) => Number(value.toFixed(1));

export function group(content, { x = 0, y = 0, rotate = 0, scale = 1, flip = false } = {}) {
  const sx = flip ? -scale : scale;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(sx)} ${n(scale)})">${content}</g>`;
}

export function circle(cx, cy, r, fill, extra = '') {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

export function rect(x, y, width, height, fill, extra = '') {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}" ${extra}/>`;
}

/** A flat scene background: a wall (or sky) over a floor (or table) line. */
export function backdrop(top, bottom, horizon = 620, width = 1200, height = 900) {
  return rect(0, 0, width, horizon, top) + rect(0, horizon, width, height - horizon, bottom);
}
