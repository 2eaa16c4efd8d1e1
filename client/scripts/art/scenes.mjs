/**
 * Scenes of the plant: one recognisable picture per facility area (the building, thawing and
 * butchering, drying racks, brine tanks, smokehouse, packing room, vacuum packer), the founders'
 * first plant, the home page's video poster and the three category pictures.
 */
import { backdrop, circle, group, n, randomFrom, rect } from './svg.mjs';
import { subject } from './species.mjs';

const STEEL = '#c3ccd2';
const STEEL_DARK = '#8e9aa3';

/** A worker in white uniform and hairnet, standing, arms forward. */
function worker(x, y, scale = 1, skin = '#b97a4f') {
  return group(
    `<rect x="-42" y="0" width="84" height="150" rx="30" fill="#f7f9fa" stroke="#cfd8dc" stroke-width="3"/>
    <rect x="-36" y="145" width="30" height="70" rx="8" fill="#2f4858"/><rect x="6" y="145" width="30" height="70" rx="8" fill="#2f4858"/>
    <path d="M-30 30 Q-10 90 50 80 M30 30 Q50 80 80 70" stroke="#f7f9fa" stroke-width="22" stroke-linecap="round" fill="none"/>
    ${circle(0, -34, 36, skin)}<path d="M-38 -40 Q0 -92 38 -40Z" fill="#ffffff" stroke="#cfd8dc" stroke-width="3"/>
    <rect x="-22" y="-30" width="44" height="22" rx="8" fill="#a9d6e5"/>`,
    { x, y, scale },
  );
}

function sun(cx, cy, r, color = '#f6c453') {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<path d="M${n(cx + Math.cos(a) * r * 1.25)} ${n(cy + Math.sin(a) * r * 1.25)} L${n(cx + Math.cos(a) * r * 1.55)} ${n(cy + Math.sin(a) * r * 1.55)}" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
  }).join('');
  return circle(cx, cy, r, color) + rays;
}

/** A mesh drying rack on legs with a row of split fish on it. */
function dryingRack(x, y, width, species, seed) {
  const mesh = Array.from(
    { length: Math.floor(width / 24) },
    (_, i) => `<path d="M${x + 12 + i * 24} ${y} l0 46" stroke="#7c8a93" stroke-width="2" opacity="0.6"/>`,
  ).join('');
  const count = Math.floor(width / 120);
  const fishes = Array.from({ length: count }, (_, i) =>
    subject(species, {
      split: true,
      state: 'dried',
      seed: `${seed}${i}`,
      x: x + 70 + i * 120,
      y: y + 2,
      rotate: 90,
      scale: 0.22,
    }),
  ).join('');
  return `${rect(x + 10, y + 40, 12, 150, '#6f7c85')}${rect(x + width - 22, y + 40, 12, 150, '#6f7c85')}
    ${rect(x, y, width, 46, '#dfe5e8', 'rx="6"')}${mesh}${fishes}`;
}

function smokePlume(x, y, rnd) {
  return Array.from(
    { length: 3 },
    (_, i) =>
      `<path d="M${n(x + i * 30)} ${y} q${n(-40 + rnd() * 20)} -80 10 -160 t-10 -170" stroke="#cfc8c0" stroke-width="${28 - i * 6}" fill="none" stroke-linecap="round" opacity="${0.45 - i * 0.1}"/>`,
  ).join('');
}

function building() {
  const windows = Array.from({ length: 7 }, (_, i) => rect(265 + i * 80, 430, 50, 60, '#7fb2cf', 'rx="4"')).join('');
  const palm = `<path d="M120 720 Q130 560 150 470" stroke="#8a6a43" stroke-width="22" fill="none"/>
    ${[-60, -20, 20, 60, 100].map((a) => `<path d="M150 470 q${n(Math.cos((a * Math.PI) / 180) * 90)} ${n(-40 + Math.sin((a * Math.PI) / 180) * 50)} ${n(Math.cos((a * Math.PI) / 180) * 170)} ${n(Math.sin((a * Math.PI) / 180) * 110)}" stroke="#3f8f4f" stroke-width="22" fill="none" stroke-linecap="round"/>`).join('')}`;
  return `${backdrop('#cfe6f2', '#8fbf7f', 700)}${rect(0, 760, 1200, 140, '#8d9196')}
    <path d="M0 790 L1200 790" stroke="#f4f4f4" stroke-width="8" stroke-dasharray="60 40"/>
    ${smokePlume(930, 300, randomFrom('building'))}${rect(900, 250, 60, 150, '#9c5a3c')}
    ${rect(220, 340, 760, 360, '#f4f1ea')}${rect(220, 320, 760, 40, '#1d5c7a')}${windows}
    ${rect(820, 540, 130, 160, '#b8c2c8')}${Array.from({ length: 6 }, (_, i) => `<path d="M820 ${560 + i * 24} l130 0" stroke="#98a4ab" stroke-width="4"/>`).join('')}
    ${rect(430, 560, 110, 140, '#1d5c7a', 'rx="4"')}<path d="M400 560 L570 560 L555 530 L415 530Z" fill="#e0a43c"/>
    ${circle(690, 600, 52, '#1d5c7a')}${subject('bangus', { x: 690, y: 600, scale: 0.13 })}
    ${palm}`;
}

function thawing() {
  const tiles = Array.from(
    { length: 10 },
    (_, i) => `<path d="M${i * 130} 0 l0 560 M0 ${i * 60} l1200 0" stroke="#c2d8df" stroke-width="3"/>`,
  ).join('');
  const ice = Array.from({ length: 14 }, (_, i) =>
    rect(
      790 + (i % 7) * 38,
      520 - Math.floor(i / 7) * 26,
      30,
      26,
      '#eaf6fb',
      'rx="5" stroke="#b6d4e0" stroke-width="2"',
    ),
  ).join('');
  const drops = Array.from(
    { length: 5 },
    (_, i) => `<path d="M${1038 + (i % 2) * 14} ${300 + i * 40} q-8 14 0 20 q8 -6 0 -20Z" fill="#6fb6d9"/>`,
  ).join('');
  return `${backdrop('#e3f0f4', '#aebcc3', 560)}${tiles}
    ${rect(80, 560, 900, 30, STEEL)}${rect(100, 590, 20, 210, STEEL_DARK)}${rect(940, 590, 20, 210, STEEL_DARK)}
    ${rect(140, 515, 380, 45, '#f6f3ea', 'rx="8"')}
    ${subject('bangus', { split: true, x: 300, y: 500, scale: 0.42 })}
    ${subject('bangus', { x: 610, y: 520, scale: 0.38, rotate: -6 })}
    <path d="M560 470 L700 440 L705 452 L565 482Z" fill="#dfe7ec" stroke="${STEEL_DARK}" stroke-width="3"/>${rect(700, 432, 70, 26, '#24323b', 'rx="6" transform="rotate(-12 700 432)"')}
    ${rect(770, 470, 310, 90, '#3e8ec0', 'rx="12"')}${ice}
    ${subject('galunggong', { x: 930, y: 480, scale: 0.25, rotate: -20 })}
    <path d="M1120 160 L1120 220 L1040 220 L1040 260" stroke="${STEEL_DARK}" stroke-width="22" fill="none" stroke-linejoin="round"/>${drops}`;
}

function drying(dawn = false) {
  const sky = dawn ? '#f8d9a8' : '#fbe9c6';
  const roof = `<path d="M60 150 L600 70 L1140 150 L1140 180 L600 100 L60 180Z" fill="#b7c9cf" opacity="0.9"/>
    ${[80, 400, 800, 1120].map((x) => rect(x - 8, 160, 16, 560, '#7d8c95')).join('')}
    ${Array.from({ length: 30 }, (_, i) => `<path d="M${80 + i * 35} 180 l0 540" stroke="#9fb0b8" stroke-width="2" opacity="0.35"/>`).join('')}`;
  return `${backdrop(sky, '#d9c9a3', 700)}${sun(dawn ? 180 : 980, dawn ? 420 : 260, dawn ? 90 : 70, dawn ? '#f4a944' : '#f6c453')}${roof}
    ${dryingRack(150, 380, 420, 'danggit', 'rack-a')}${dryingRack(630, 380, 420, 'danggit', 'rack-b')}
    ${dryingRack(150, 560, 420, 'danggit', 'rack-c')}${dryingRack(630, 560, 420, 'danggit', 'rack-d')}`;
}

function tank(x, y, rnd) {
  const bubbles = Array.from({ length: 8 }, () =>
    circle(x + 20 + rnd() * 180, y + 8 + rnd() * 22, 5 + rnd() * 5, '#e7f4f9', 'opacity="0.9"'),
  ).join('');
  return `${rect(x - 10, y, 240, 300, STEEL, 'rx="12"')}<ellipse cx="${x + 110}" cy="${y}" rx="120" ry="34" fill="${STEEL_DARK}"/>
    <ellipse cx="${x + 110}" cy="${y + 6}" rx="106" ry="26" fill="#6ea9c2"/>
    ${subject('galunggong', { x: x + 80, y: y + 4, scale: 0.2, rotate: -8 })}${subject('galunggong', { x: x + 150, y: y + 12, scale: 0.18, rotate: 172 })}
    ${bubbles}${rect(x + 20, y + 60, 14, 220, '#ffffff', 'opacity="0.35" rx="7"')}`;
}

function brine() {
  const rnd = randomFrom('brine');
  const steam = Array.from(
    { length: 3 },
    (_, i) =>
      `<path d="M${880 + i * 50} 430 q-30 -50 0 -100 t0 -100" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  ).join('');
  return `${backdrop('#e2ebee', '#a4b3ba', 640)}
    ${tank(90, 380, rnd)}${tank(390, 380, rnd)}
    ${rect(760, 450, 300, 190, '#5b646b', 'rx="16"')}<ellipse cx="910" cy="450" rx="160" ry="34" fill="#3a4147"/><ellipse cx="910" cy="455" rx="140" ry="24" fill="#c79a5a"/>${steam}
    ${rect(800, 640, 220, 20, '#e2612c', 'rx="6"')}
    ${circle(250, 560, 42, '#f4f6f7', 'stroke="#5b646b" stroke-width="8"')}<path d="M250 560 L275 535" stroke="#c0392b" stroke-width="6" stroke-linecap="round"/>`;
}

function smokehouse() {
  const rnd = randomFrom('smokehouse');
  const bricks = Array.from({ length: 12 }, (_, row) =>
    Array.from({ length: 11 }, (_, col) =>
      rect(col * 120 - (row % 2) * 60, row * 50, 112, 42, row % 3 ? '#7b4430' : '#6c3a28', 'rx="4"'),
    ).join(''),
  ).join('');
  const racks = Array.from(
    { length: 4 },
    (_, r) =>
      `${rect(380, 250 + r * 110, 440, 8, '#9c9c9c')}${Array.from({ length: 5 }, (_, i) => subject('galunggong', { state: 'smoked', seed: `sm${r}${i}`, x: 430 + i * 85, y: 255 + r * 110 + 40, rotate: 90, scale: 0.15 })).join('')}`,
  ).join('');
  return `${rect(0, 0, 1200, 900, '#3b2a22')}${bricks}
    ${rect(340, 200, 520, 600, '#24170f', 'rx="10"')}
    <ellipse cx="600" cy="780" rx="240" ry="50" fill="#f08a24" opacity="0.85"/><ellipse cx="600" cy="790" rx="150" ry="26" fill="#ffd166"/>
    ${racks}${smokePlume(560, 230, rnd)}
    ${rect(860, 200, 30, 600, '#4a4a4a')}${rect(890, 210, 220, 580, '#5a5a5a', 'rx="8"')}${circle(1080, 500, 14, '#bbbbbb')}`;
}

function pack(x, y, species, scale = 1, seed = species) {
  return group(
    `${rect(-150, -110, 300, 220, '#ffffff', 'rx="22" opacity="0.55" stroke="#9fb1bb" stroke-width="6"')}${rect(-150, -110, 300, 30, '#d94f3d', 'rx="10"')}
    ${subject(species, { state: 'dried', x: -30, y: 20, scale: 0.32, seed })}${rect(40, 40, 90, 50, '#fff8e6', 'rx="6"')}`,
    { x, y, scale },
  );
}

function packaging() {
  const cartons = Array.from({ length: 5 }, (_, i) =>
    rect(
      880 + (i % 2) * 130 - Math.floor(i / 2) * 10,
      560 - Math.floor(i / 2) * 120,
      120,
      110,
      i % 2 ? '#c6904f' : '#b8803f',
      'stroke="#8a5a2b" stroke-width="4"',
    ),
  ).join('');
  return `${backdrop('#edf3f6', '#b7c3c9', 640)}
    ${rect(80, 110, 260, 90, '#ffffff', 'rx="14" stroke="#c9d3d8" stroke-width="4"')}${Array.from({ length: 5 }, (_, i) => `<path d="M110 ${160 + i * 8} l200 0" stroke="#c9d3d8" stroke-width="3"/>`).join('')}
    ${rect(60, 640, 800, 28, '#d5dce0')}${rect(80, 668, 18, 160, STEEL_DARK)}${rect(820, 668, 18, 160, STEEL_DARK)}
    ${rect(160, 560, 260, 80, '#3d4a52', 'rx="10"')}${rect(190, 580, 110, 36, '#7ee0a1', 'rx="4"')}${rect(140, 545, 300, 20, STEEL, 'rx="6"')}
    ${pack(290, 450, 'danggit', 0.75, 'pk1')}${pack(600, 560, 'tuyo', 0.6, 'pk2')}${pack(640, 470, 'dilis', 0.6, 'pk3')}
    ${cartons}`;
}

function vacuum() {
  const flakes = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${1010 + (i % 3) * 50} ${250 + Math.floor(i / 3) * 60} m-14 0 l28 0 m-14 -14 l0 28 m-10 -10 l20 20 m0 -20 l-20 20" stroke="#ffffff" stroke-width="4"/>`,
  ).join('');
  return `${backdrop('#e6eef7', '#a9b6c2', 650)}
    ${rect(960, 150, 200, 500, '#5f7d99', 'rx="10"')}${rect(980, 170, 160, 200, '#9cc7e8', 'rx="6"')}${flakes}${rect(1120, 420, 16, 90, '#d7dde1', 'rx="6"')}
    ${rect(140, 520, 680, 160, STEEL, 'rx="14"')}${rect(170, 690, 30, 120, STEEL_DARK)}${rect(760, 690, 30, 120, STEEL_DARK)}
    ${rect(180, 480, 600, 60, '#8e9aa3', 'rx="10"')}${rect(200, 470, 560, 16, '#d64b3b', 'rx="6"')}
    <path d="M170 470 L220 250 L800 250 L770 470" fill="#cfe3f0" opacity="0.55" stroke="#7d96a8" stroke-width="6"/>
    ${rect(620, 580, 150, 60, '#27323a', 'rx="8"')}${circle(660, 610, 12, '#7ee0a1')}${circle(710, 610, 12, '#f2c14e')}
    ${group(`${rect(-180, -70, 360, 140, '#f2f5f7', 'rx="16" opacity="0.8" stroke="#9fb1bb" stroke-width="5"')}${subject('bangus', { split: true, state: 'marinated', scale: 0.42 })}`, { x: 470, y: 380 })}`;
}

function foundersPlant() {
  const couple = worker(470, 560, 1, '#a86f48') + worker(600, 560, 0.95, '#c48a5f');
  return `${backdrop('#f3dfb8', '#b9a27a', 720)}${sun(1000, 200, 70, '#f2b84b')}
    ${rect(160, 380, 560, 340, '#e8dcc6')}<path d="M130 390 L440 250 L750 390Z" fill="#8c5a3c"/>
    ${rect(250, 500, 90, 110, '#7d9bab', 'rx="4"')}${rect(560, 500, 90, 110, '#7d9bab', 'rx="4"')}
    ${[820, 960].map((x) => `<path d="M${x} 720 L${x} 520 Q${x + 55} 440 ${x + 110} 520 L${x + 110} 720Z" fill="#a0522d"/>${rect(x + 35, 620, 40, 100, '#3b2418', 'rx="18"')}`).join('')}
    ${smokePlume(870, 470, randomFrom('founders'))}${couple}`;
}

function videoPoster() {
  return `${drying(true)}${worker(380, 450, 0.9)}${worker(900, 450, 0.85, '#a86f48')}`;
}

function category(kind) {
  if (kind === 'dried') {
    return `${backdrop('#f6e7c8', '#d8bd8a', 600)}${dryingRack(120, 380, 960, 'danggit', 'cat-dried')}
      ${Array.from({ length: 5 }, (_, i) => subject('tuyo', { state: 'dried', seed: `cat-tuyo${i}`, x: 240 + i * 180, y: 690, rotate: -90, scale: 0.32 })).join('')}`;
  }
  if (kind === 'marinated') {
    const garlic = Array.from(
      { length: 6 },
      (_, i) =>
        `<ellipse cx="${900 + (i % 3) * 60}" cy="${620 + Math.floor(i / 3) * 50}" rx="26" ry="34" fill="#f7f0dc" stroke="#d9cba8" stroke-width="3"/>`,
    ).join('');
    return `${backdrop('#fbe1d4', '#c98a6b', 420)}<ellipse cx="520" cy="560" rx="470" ry="280" fill="#f4f6f7"/><ellipse cx="520" cy="560" rx="420" ry="235" fill="#e6ebee"/>
      ${subject('bangus', { split: true, state: 'marinated', seed: 'cat-mar', x: 520, y: 560, scale: 0.95 })}${garlic}
      ${circle(980, 300, 90, '#ffffff', 'stroke="#c8cfd3" stroke-width="6"')}${circle(980, 300, 70, '#e9d9a6')}`;
  }
  const weave = Array.from(
    { length: 14 },
    (_, i) =>
      `<circle cx="600" cy="480" r="${40 + i * 28}" fill="none" stroke="#b88b4a" stroke-width="5" opacity="0.5"/>`,
  ).join('');
  const tinapa = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2;
    return subject(i % 2 ? 'galunggong' : 'tamban', {
      state: 'smoked',
      seed: `cat-sm${i}`,
      x: 600 + Math.cos(a) * 220,
      y: 480 + Math.sin(a) * 220,
      rotate: (a * 180) / Math.PI + 90,
      scale: 0.28,
    });
  }).join('');
  return `${backdrop('#efe2d0', '#8d6b4a', 560)}${circle(600, 480, 430, '#d9b27a')}${weave}${tinapa}
    ${subject('bangus', { state: 'smoked', seed: 'cat-sm-center', x: 600, y: 480, scale: 0.45 })}`;
}

export const FACILITY_SCENES = {
  building,
  'thawing-washing-butchering': thawing,
  'drying-area': () => drying(false),
  'cooking-brine-area': brine,
  'hot-smoking-area': smokehouse,
  'packaging-area': packaging,
  'vacuum-packing-area': vacuum,
};

/** The scene for an image name, or undefined when the name is not a scene. */
export function sceneFor(name) {
  const [area, last] = name.split('/');
  if (area === 'facility') return FACILITY_SCENES[last]?.();
  if (name === 'about/founders-plant') return foundersPlant();
  if (name === 'home/video-poster') return videoPoster();
  if (area === 'categories') return category(last);
  return undefined;
}

export { pack, dryingRack, worker };
