/**
 * Product packs (one per catalogue item, the species drawn in its state: dried, marinated,
 * smoked), also used by the portfolio (art/portfolio.mjs), and the home page's species chart.
 */
import { halalMark } from './badges.mjs';
import { SPECIES, speciesIn, subject } from './species.mjs';
import { backdrop, circle, rect, randomFrom } from './svg.mjs';

/** How many of a species fit a pack, and whether they are split open. Defaults: 3 whole. */
const LAYOUT = {
  bangus: { count: 1, scale: 1.3 },
  danggit: { count: 3, split: true, scale: 0.7 },
  tuyo: { count: 4, scale: 0.75 },
  dilis: { count: 14, scale: 0.3 },
  pusit: { count: 2, scale: 0.85 },
  espada: { count: 3, scale: 1.1 },
  biya: { count: 4, scale: 0.7 },
  sapsap: { count: 3, scale: 0.45 },
  hibe: { count: 12, scale: 0.35 },
  tulingan: { count: 2, scale: 0.95 },
  tilapia: { count: 2, scale: 0.8 },
  'tinapa-flakes': { count: 1, scale: 1.4 },
};

/** The product's own variations on its species' layout ('daing-na-bangus' is split open). */
const PRODUCT_LAYOUT = {
  'daing-na-bangus': { split: true, scale: 1.2 },
  'smoked-boneless-bangus': { split: true, scale: 1.2 },
  'bangus-tocino': { split: true, count: 2, scale: 0.8, state: 'cured' },
  'danggit-lamayo': { count: 2, scale: 0.9 },
};

function layoutFor(species, slug) {
  return { count: 3, scale: 0.8, split: false, ...LAYOUT[species], ...PRODUCT_LAYOUT[slug] };
}

/** Subjects laid out in rows inside the box (x, y, width, height). */
function arrange(species, { count, scale, split, state }, box, seed) {
  const columns = count > 6 ? 4 : 1;
  const rows = Math.ceil(count / columns);
  const rnd = randomFrom(seed);
  return Array.from({ length: count }, (_, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const x = box.x + ((col + 0.5) * box.width) / columns + (rnd() - 0.5) * 20;
    const y = box.y + ((row + 0.5) * box.height) / rows;
    const flip = species !== 'tinapa-flakes' && row % 2 === 1;
    return subject(species, { state, split, seed: `${seed}${i}`, x, y, scale, flip, rotate: (rnd() - 0.5) * 8 });
  }).join('');
}

const STATE_COLOURS = { dried: '#d9a45b', marinated: '#d9623b', smoked: '#a86b3c' };

/** A clear retail pack with a coloured seal strip, a blank label and the goods inside. */
export function retailPack(species, slug, state, seed) {
  const layout = { state, ...layoutFor(species, slug) };
  const strip = STATE_COLOURS[state] ?? '#4f8aa3';
  if (species === 'tinapa-flakes') {
    return `${backdrop('#f8efe3', '#d8c3a5', 700)}${subject(species, { seed, x: 600, y: 470, scale: 1.4 })}`;
  }
  return `${backdrop('#eef3f5', '#cfd9de', 760)}
    ${rect(120, 90, 960, 720, '#ffffff', 'rx="40" opacity="0.7" stroke="#a8b8c1" stroke-width="8"')}${rect(120, 90, 960, 60, strip, 'rx="20"')}
    ${arrange(species, layout, { x: 170, y: 170, width: 860, height: 600 }, seed)}
    ${rect(840, 640, 200, 130, '#fffaf0', 'rx="12" stroke="#d8cdb4" stroke-width="4"')}${rect(870, 670, 140, 14, strip, 'rx="7"')}${rect(870, 700, 100, 12, '#c9c2b4', 'rx="6"')}`;
}

export function productArt(name) {
  const [, state, slug] = name.split('/');
  const species = speciesIn(name);
  return species ? retailPack(species, slug, state, name) : undefined;
}

/** The HALAL Certified Product picture: a pack whose label carries the HALAL seal. */
export function halalProductArt() {
  return `${retailPack('danggit', 'danggit', 'dried', 'halal-product')}${circle(940, 700, 120, '#fffaf0')}${halalMark(940, 700, 105)}`;
}

/** The eight species the home page names, in its order, each in its own tile. */
export const CHART_SPECIES = ['bangus', 'galunggong', 'tamban', 'danggit', 'dilis', 'tulingan', 'alumahan', 'tilapia'];

export function speciesChart() {
  return `${rect(0, 0, 1200, 900, '#dcebf2')}${CHART_SPECIES.map((species, i) => {
    const x = 40 + (i % 2) * 570;
    const y = 40 + Math.floor(i / 2) * 208;
    const scale = SPECIES[species].depth > 0.2 ? 0.55 : 0.7;
    return `${rect(x, y, 550, 190, '#f4f9fb', 'rx="16"')}${subject(species, { x: x + 300, y: y + 95, scale })}`;
  }).join('')}`;
}
