/**
 * Generated illustrations for image slots that have no photo yet: a palette per
 * category, a stylised fish (or seal, plate, building) varied by the image name.
 * Text-free on purpose: the page shows captions and alt text, and SVG text would
 * depend on the fonts of the machine that builds the site.
 */
import { createHash } from 'node:crypto';

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 900;

const PALETTES = {
  dried: ['#f6e7c8', '#d9a45b', '#8a5a2b', '#fff6e3'],
  marinated: ['#fbe1d4', '#d9623b', '#7d2e1c', '#fff1ea'],
  smoked: ['#efe2d0', '#a86b3c', '#3e2a1e', '#f8efe3'],
  facility: ['#e3eef3', '#4f8aa3', '#1d4257', '#f4f9fb'],
  certifications: ['#eef4ea', '#4f8a5b', '#1f4d2b', '#ffffff'],
  recipes: ['#f7ecdf', '#c98b4a', '#5b3a1f', '#fffaf3'],
  about: ['#efe9df', '#8c7a5b', '#3f3526', '#faf6ef'],
  sea: ['#dcebf2', '#2f7ea0', '#0b3d5c', '#f2f8fb'],
};

function paletteFor(name) {
  const [area, rest = ''] = name.split('/');
  for (const key of ['dried', 'marinated', 'smoked']) if (rest.startsWith(key) || name.includes(`/${key}`)) return PALETTES[key];
  return PALETTES[area] ?? PALETTES.sea;
}

/** Deterministic 0..1 numbers from the name, so every slot gets its own picture. */
function randomFrom(name) {
  const bytes = createHash('sha256').update(name).digest();
  let i = 0;
  return () => bytes[i++ % bytes.length] / 255;
}

function fish(x, y, scale, angle, body, fin, eye, split) {
  const stripes = split
    ? `<path d="M-150 0 Q0 -18 150 0 Q0 18 -150 0Z" fill="${fin}" opacity="0.35"/>`
    : `<path d="M-40 -60 Q-20 0 -40 60 M10 -70 Q30 0 10 70 M60 -60 Q80 0 60 60" stroke="${fin}" stroke-width="6" fill="none" opacity="0.35"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">
    <path d="M-210 0 Q-120 -110 40 -95 Q150 -80 210 0 Q150 80 40 95 Q-120 110 -210 0Z" fill="${body}"/>
    <path d="M-200 0 L-300 -80 Q-270 0 -300 80Z" fill="${fin}"/>
    <path d="M-20 -92 Q20 -150 80 -88Z" fill="${fin}" opacity="0.85"/>
    ${stripes}
    <circle cx="150" cy="-18" r="14" fill="${eye}"/><circle cx="154" cy="-20" r="5" fill="#111"/>
  </g>`;
}

function seal(cx, cy, r, ring, fill, mark) {
  const points = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    const rr = i % 2 ? r : r * 1.08;
    return `${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${ring}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${fill}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="${ring}" stroke-width="6" stroke-dasharray="4 10"/>
    <path d="M${cx - r * 0.32} ${cy} L${cx - r * 0.08} ${cy + r * 0.26} L${cx + r * 0.36} ${cy - r * 0.24}" fill="none" stroke="${mark}" stroke-width="${r * 0.12}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function building(base, roof, windowColor) {
  const windows = Array.from({ length: 6 }, (_, i) => `<rect x="${330 + i * 95}" y="470" width="60" height="70" rx="6" fill="${windowColor}"/>`).join('');
  return `<rect x="280" y="380" width="640" height="330" rx="10" fill="${base}"/>
    <path d="M250 390 L600 250 L950 390Z" fill="${roof}"/>${windows}
    <rect x="560" y="590" width="80" height="120" rx="6" fill="${roof}"/>`;
}

function plate(rim, dish, food) {
  return `<ellipse cx="600" cy="520" rx="380" ry="230" fill="${rim}"/>
    <ellipse cx="600" cy="510" rx="300" ry="175" fill="${dish}"/>
    <circle cx="470" cy="470" r="38" fill="${food}" opacity="0.8"/><circle cx="720" cy="560" r="30" fill="#6a994e"/>
    <circle cx="760" cy="470" r="24" fill="#e9c46a"/><circle cx="520" cy="580" r="22" fill="#bc4749"/>`;
}

/** The SVG for one image slot. */
export function placeholderSvg(name) {
  const [light, mid, dark, paper] = paletteFor(name);
  const rnd = randomFrom(name);
  const area = name.split('/')[0];
  let subject;
  if (area === 'certifications') {
    subject = seal(600, 450, 230, mid, paper, dark);
  } else if (area === 'facility' || name.endsWith('founders-plant')) {
    subject = building(paper, dark, mid);
  } else if (area === 'recipes') {
    subject = plate(paper, light, mid) + fish(600, 500, 0.6, -8 + rnd() * 16, mid, dark, paper, name.includes('dried'));
  } else {
    const count = 1 + Math.floor(rnd() * 3);
    subject = Array.from({ length: count }, (_, i) =>
      fish(380 + i * 230 + rnd() * 60, 330 + i * 150 + rnd() * 40, 0.9 - count * 0.12 + rnd() * 0.15, -18 + rnd() * 36, mid, dark, paper, name.includes('dried')),
    ).join('');
  }
  const waves = Array.from({ length: 5 }, (_, i) => {
    const y = 700 + i * 45;
    return `<path d="M0 ${y} Q150 ${y - 25} 300 ${y} T600 ${y} T900 ${y} T1200 ${y}" stroke="${mid}" stroke-width="6" fill="none" opacity="${0.25 - i * 0.04}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>
  <circle cx="${900 + rnd() * 200}" cy="${120 + rnd() * 80}" r="${70 + rnd() * 40}" fill="${mid}" opacity="0.18"/>
  ${waves}
  ${subject}
  <rect x="24" y="24" width="${ART_WIDTH - 48}" height="${ART_HEIGHT - 48}" fill="none" stroke="${dark}" stroke-opacity="0.15" stroke-width="4" rx="18"/>
</svg>`;
}
