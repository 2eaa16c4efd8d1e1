/**
 * Certificate badges that name their certificate. The name is drawn as block letters made of
 * SVG paths, not <text>: the picture is rasterised at build time, where <text> would be set in
 * whatever fonts that machine has (or none), and the zoom viewer shows the picture on its own,
 * without the page's HTML around it. Screen readers get the name from the alt text.
 */
import { circle, n } from './svg.mjs';

/** Strokes of each letter on a 4 × 6 grid. Only the letters the certificates need. */
const LETTERS = {
  A: [
    [
      [0, 6],
      [0, 2],
      [2, 0],
      [4, 2],
      [4, 6],
    ],
    [
      [0, 3.7],
      [4, 3.7],
    ],
  ],
  C: [
    [
      [4, 0.8],
      [3.2, 0],
      [0.8, 0],
      [0, 0.8],
      [0, 5.2],
      [0.8, 6],
      [3.2, 6],
      [4, 5.2],
    ],
  ],
  G: [
    [
      [4, 0.8],
      [3.2, 0],
      [0.8, 0],
      [0, 0.8],
      [0, 5.2],
      [0.8, 6],
      [3.2, 6],
      [4, 5.2],
      [4, 3.4],
      [2.2, 3.4],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.2],
      [4, 0],
      [4, 6],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3.2, 0],
      [4, 0.8],
      [4, 2.6],
      [3.2, 3.4],
      [0, 3.4],
    ],
  ],
};
const ADVANCE = 5.6;

/** The path data of a word in block letters, `height` tall, centred on (cx, cy). */
export function blockWordPath(word, cx, cy, height) {
  const unit = height / 6;
  const width = (word.length * ADVANCE - (ADVANCE - 4)) * unit;
  const left = cx - width / 2;
  const top = cy - height / 2;
  return [...word]
    .flatMap((letter, i) => {
      const strokes = LETTERS[letter];
      if (!strokes) throw new Error(`No block letter for "${letter}"`);
      return strokes.map(
        (stroke) =>
          `M${stroke.map(([x, y]) => `${n(left + (i * ADVANCE + x) * unit)} ${n(top + y * unit)}`).join(' L')}`,
      );
    })
    .join(' ');
}

export function blockWord(word, cx, cy, height, color) {
  return `<path data-label="${word}" d="${blockWordPath(word, cx, cy, height)}" stroke="${color}" stroke-width="${n(height * 0.19)}" stroke-linejoin="miter" stroke-linecap="square" fill="none"/>`;
}

function tick(cx, cy, size, color) {
  return `<path d="M${n(cx - size * 0.5)} ${n(cy)} L${n(cx - size * 0.12)} ${n(cy + size * 0.38)} L${n(cx + size * 0.55)} ${n(cy - size * 0.4)}" stroke="${color}" stroke-width="${n(size * 0.2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
}

/** HACCP: a blue shield with a check mark. */
function haccp(cx, cy, r) {
  const shield = (s) =>
    `M${n(cx)} ${n(cy - r * s)} L${n(cx + r * 0.85 * s)} ${n(cy - r * 0.7 * s)} L${n(cx + r * 0.8 * s)} ${n(cy + r * 0.15 * s)} Q${n(cx + r * 0.65 * s)} ${n(cy + r * 0.75 * s)} ${n(cx)} ${n(cy + r * 1.05 * s)} Q${n(cx - r * 0.65 * s)} ${n(cy + r * 0.75 * s)} ${n(cx - r * 0.8 * s)} ${n(cy + r * 0.15 * s)} L${n(cx - r * 0.85 * s)} ${n(cy - r * 0.7 * s)}Z`;
  return `<path d="${shield(1)}" fill="#1f5f99"/><path d="${shield(0.86)}" fill="#f4f8fc"/>
    ${circle(cx, cy - r * 0.38, r * 0.26, '#1f5f99')}${tick(cx, cy - r * 0.4, r * 0.3, '#ffffff')}
    <rect x="${n(cx - r * 0.95)}" y="${n(cy + r * 0.02)}" width="${n(r * 1.9)}" height="${n(r * 0.42)}" rx="${n(r * 0.06)}" fill="#1f5f99"/>
    ${blockWord('HACCP', cx, cy + r * 0.23, r * 0.26, '#ffffff')}`;
}

/** HALAL: a round green seal with a scalloped rim, crescent and star. */
function halal(cx, cy, r, color = '#1d7a45') {
  const rim = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    const rr = i % 2 ? r : r * 1.07;
    return `${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`;
  }).join(' ');
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.045 : r * 0.11;
    return `${n(cx + r * 0.16 + Math.cos(a) * rr)},${n(cy - r * 0.5 + Math.sin(a) * rr)}`;
  }).join(' ');
  return `<polygon points="${rim}" fill="${color}"/>${circle(cx, cy, r * 0.86, '#ffffff')}${circle(cx, cy, r * 0.78, color)}
    ${circle(cx - r * 0.05, cy - r * 0.5, r * 0.2, '#ffffff')}${circle(cx + r * 0.03, cy - r * 0.54, r * 0.18, color)}
    <polygon points="${star}" fill="#ffffff"/>
    ${blockWord('HALAL', cx, cy + r * 0.05, r * 0.3, '#ffffff')}
    <path d="M${n(cx - r * 0.45)} ${n(cy + r * 0.42)} L${n(cx + r * 0.45)} ${n(cy + r * 0.42)}" stroke="#ffffff" stroke-width="${n(r * 0.04)}"/>`;
}

/** GMP: an amber rosette with ribbon tails and a factory mark. */
function gmp(cx, cy, r) {
  const petals = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return circle(cx + Math.cos(a) * r * 0.86, cy + Math.sin(a) * r * 0.86, r * 0.2, '#c98a16');
  }).join('');
  const ribbon = (s) =>
    `<path d="M${n(cx + s * r * 0.2)} ${n(cy + r * 0.6)} L${n(cx + s * r * 0.55)} ${n(cy + r * 1.45)} L${n(cx + s * r * 0.38)} ${n(cy + r * 1.3)} L${n(cx + s * r * 0.22)} ${n(cy + r * 1.48)} L${n(cx - s * r * 0.1)} ${n(cy + r * 0.7)}Z" fill="#a3330f"/>`;
  const factory = `<path d="M${n(cx - r * 0.4)} ${n(cy - r * 0.2)} L${n(cx - r * 0.4)} ${n(cy - r * 0.55)} L${n(cx - r * 0.28)} ${n(cy - r * 0.55)} L${n(cx - r * 0.28)} ${n(cy - r * 0.36)} L${n(cx - r * 0.08)} ${n(cy - r * 0.48)} L${n(cx - r * 0.08)} ${n(cy - r * 0.36)} L${n(cx + r * 0.14)} ${n(cy - r * 0.48)} L${n(cx + r * 0.14)} ${n(cy - r * 0.36)} L${n(cx + r * 0.4)} ${n(cy - r * 0.48)} L${n(cx + r * 0.4)} ${n(cy - r * 0.2)}Z" fill="#6b4308"/>`;
  return `${ribbon(-1)}${ribbon(1)}${petals}${circle(cx, cy, r * 0.86, '#e3a72f')}${circle(cx, cy, r * 0.72, '#fff6df')}
    ${factory}${blockWord('GMP', cx, cy + r * 0.2, r * 0.36, '#6b4308')}`;
}

export const BADGES = { haccp, halal, gmp };

/** The certificate a badge image is of ('certifications/halal-product' → 'halal'). */
export function certificateOf(name) {
  const last = name.split('/').pop();
  return Object.keys(BADGES).find((key) => last.startsWith(key));
}

/** A certificate: paper with a border, the badge, and grey lines standing in for the wording. */
export function certificate(kind) {
  const lines = Array.from(
    { length: 3 },
    (_, i) =>
      `<rect x="${330 + (i % 2) * 40}" y="${730 + i * 30}" width="${540 - (i % 2) * 80}" height="14" rx="7" fill="#c9c2b4"/>`,
  ).join('');
  return `<rect x="130" y="60" width="940" height="800" rx="12" fill="#fffdf7" stroke="#b8ab8e" stroke-width="6"/>
    <rect x="160" y="90" width="880" height="740" rx="8" fill="none" stroke="#d8cdb4" stroke-width="3" stroke-dasharray="12 8"/>
    ${BADGES[kind](600, 350, 230)}${lines}`;
}

/** The small HALAL seal printed on a pack's label. */
export const halalMark = (cx, cy, r) => halal(cx, cy, r);
