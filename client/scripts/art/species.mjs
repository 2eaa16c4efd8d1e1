/**
 * One drawing per species WATERS sells: each has its own body shape, tail, fins and markings,
 * so a danggit never looks like a bangus even without a label. Fish face right, 600 units
 * long at scale 1, centred on 0,0. States: fresh, dried, marinated, cured (tocino), smoked, fried.
 */
import { circle, group, idFor, n, randomFrom } from './svg.mjs';

/**
 * depth: half the body height as a share of the length. tail, dorsal: shapes below.
 * pattern: markings clipped to the body. flesh: the colour of a split (butterflied) fish.
 */
export const SPECIES = {
  bangus: {
    depth: 0.12,
    tail: 'deep-fork',
    dorsal: 'small',
    back: '#56788f',
    belly: '#e8eef1',
    fin: '#7d98aa',
    flesh: '#f4e3d6',
    pattern: { kind: 'sheen', color: '#ffffff' },
  },
  danggit: {
    depth: 0.24,
    tail: 'square',
    dorsal: 'spiny',
    back: '#7f6f45',
    belly: '#d7cca3',
    fin: '#9a8456',
    flesh: '#ecd9b2',
    pattern: { kind: 'spots', color: '#f5ecd0' },
  },
  tuyo: {
    depth: 0.11,
    tail: 'forked',
    dorsal: 'small',
    back: '#36607e',
    belly: '#dde6ec',
    fin: '#93a9b7',
    flesh: '#efdcc7',
    pattern: { kind: 'stripe', color: '#c9a548' },
  },
  dilis: {
    depth: 0.085,
    tail: 'forked',
    dorsal: 'small',
    back: '#86a0a3',
    belly: '#e4ebee',
    fin: '#b9c6ca',
    flesh: '#eee3d1',
    pattern: { kind: 'stripe', color: '#dfe7ea' },
  },
  espada: {
    depth: 0.045,
    tail: 'point',
    dorsal: 'ribbon',
    back: '#a7b6c2',
    belly: '#e3e9ee',
    fin: '#c2ccd4',
    flesh: '#f0e6da',
    pattern: { kind: 'sheen', color: '#ffffff' },
  },
  sapsap: {
    depth: 0.3,
    tail: 'forked',
    dorsal: 'small',
    back: '#8d9ca6',
    belly: '#e2e7ea',
    fin: '#c3ccd2',
    flesh: '#f1e4d4',
    pattern: { kind: 'wavy', color: '#6f7f89' },
  },
  biya: {
    depth: 0.11,
    tail: 'round',
    dorsal: 'double',
    head: 1,
    back: '#6b5538',
    belly: '#cbb892',
    fin: '#8a7250',
    flesh: '#ead6b6',
    pattern: { kind: 'mottled', color: '#3f3020' },
  },
  galunggong: {
    depth: 0.13,
    tail: 'forked',
    dorsal: 'double',
    back: '#385775',
    belly: '#d8dfe5',
    fin: '#8094a6',
    flesh: '#eed8c8',
    pattern: { kind: 'scutes', color: '#24384c' },
    gillSpot: '#1b2733',
  },
  alumahan: {
    depth: 0.14,
    tail: 'forked',
    dorsal: 'double',
    finlets: true,
    back: '#3a6668',
    belly: '#e4e0c8',
    fin: '#d2ab3e',
    flesh: '#eed3c3',
    pattern: { kind: 'spots', color: '#20393a' },
  },
  'dalagang-bukid': {
    depth: 0.15,
    tail: 'deep-fork',
    dorsal: 'small',
    back: '#3b70b0',
    belly: '#e58092',
    fin: '#f0c74a',
    tailColor: '#f0c74a',
    flesh: '#f3dcd4',
    pattern: { kind: 'stripe', color: '#f0c74a' },
  },
  tamban: {
    depth: 0.12,
    tail: 'forked',
    dorsal: 'small',
    back: '#2e6c78',
    belly: '#e0e6e4',
    fin: '#9bb3b0',
    flesh: '#ecd8c6',
    pattern: { kind: 'stripe', color: '#d6b257' },
  },
  tulingan: {
    depth: 0.16,
    tail: 'lunate',
    dorsal: 'double',
    finlets: true,
    back: '#1f3350',
    belly: '#e3e8ec',
    fin: '#31486a',
    flesh: '#d9a79a',
    pattern: { kind: 'wavy', color: '#557ba3' },
  },
  'salay-salay': {
    depth: 0.15,
    tail: 'forked',
    dorsal: 'double',
    back: '#557b93',
    belly: '#e5eaec',
    fin: '#e5bc2c',
    tailColor: '#e5bc2c',
    flesh: '#efdccc',
    pattern: { kind: 'stripe', color: '#f0c419' },
  },
  tilapia: {
    depth: 0.22,
    tail: 'square',
    dorsal: 'spiny',
    back: '#6f806c',
    belly: '#d5d9c6',
    fin: '#b0604c',
    flesh: '#f3e6dc',
    pattern: { kind: 'bars', color: '#46533f' },
  },
};

/** Species that are not fish, and the flaked fish in a jar. */
export const OTHER_SUBJECTS = ['pusit', 'hibe', 'tinapa-flakes'];

const H = 300; // half the length
const TAIL_BASE = -0.72 * H;

const TINTS = {
  fresh: null,
  dried: { color: '#b98545', opacity: 0.42 },
  marinated: { color: '#b9532d', opacity: 0.32 },
  cured: { color: '#b3262a', opacity: 0.55 },
  smoked: { color: '#b8741c', opacity: 0.42 },
  fried: { color: '#a8600f', opacity: 0.5 },
};

function bodyPath(d, head = 0) {
  const nose = d * (0.7 + head * 0.35);
  const p = Math.max(d * 0.2, 9);
  return `M${H} 0 C${n(H * 0.92)} ${n(-nose)} ${n(H * 0.45)} ${n(-d * 1.03)} 0 ${n(-d)} C${n(-H * 0.4)} ${n(-d * 0.97)} ${n(TAIL_BASE + 40)} ${n(-d * 0.36)} ${n(TAIL_BASE)} ${n(-p)} L${n(TAIL_BASE)} ${n(p)} C${n(TAIL_BASE + 40)} ${n(d * 0.36)} ${n(-H * 0.4)} ${n(d * 0.97)} 0 ${n(d)} C${n(H * 0.45)} ${n(d * 1.03)} ${n(H * 0.92)} ${n(nose)} ${H} 0Z`;
}

function tailPath(kind, d) {
  const t = TAIL_BASE;
  const p = Math.max(d * 0.2, 9);
  const T = kind === 'point' ? 200 : 120;
  const S = Math.max(d * 1.05, 55);
  switch (kind) {
    case 'deep-fork':
      return `M${t} ${n(-p)} L${n(t - T)} ${n(-S * 1.1)} L${n(t - T * 0.4)} 0 L${n(t - T)} ${n(S * 1.1)} L${t} ${n(p)}Z`;
    case 'lunate':
      return `M${t} ${n(-p)} Q${n(t - T * 0.5)} ${n(-S * 0.5)} ${n(t - T * 0.95)} ${n(-S * 1.2)} Q${n(t - T * 0.55)} ${n(-S * 0.3)} ${n(t - T * 0.4)} 0 Q${n(t - T * 0.55)} ${n(S * 0.3)} ${n(t - T * 0.95)} ${n(S * 1.2)} Q${n(t - T * 0.5)} ${n(S * 0.5)} ${t} ${n(p)}Z`;
    case 'round':
      return `M${t} ${n(-p)} C${n(t - T * 0.6)} ${n(-S * 0.9)} ${n(t - T * 1.1)} ${n(-S * 0.5)} ${n(t - T * 1.1)} 0 C${n(t - T * 1.1)} ${n(S * 0.5)} ${n(t - T * 0.6)} ${n(S * 0.9)} ${t} ${n(p)}Z`;
    case 'square':
      return `M${t} ${n(-p)} L${n(t - T * 0.85)} ${n(-S * 0.8)} L${n(t - T * 0.75)} 0 L${n(t - T * 0.85)} ${n(S * 0.8)} L${t} ${n(p)}Z`;
    case 'point':
      return `M${t} ${n(-p)} L${n(t - T)} 0 L${t} ${n(p)}Z`;
    default:
      return `M${t} ${n(-p)} L${n(t - T)} ${n(-S)} L${n(t - T * 0.55)} 0 L${n(t - T)} ${n(S)} L${t} ${n(p)}Z`;
  }
}

function finPaths(spec, d) {
  const fh = Math.max(d * 0.65, 34);
  const fins = [];
  if (spec.dorsal === 'spiny') {
    // a row of spines joined by membrane, tallest at the front
    const spikes = 11;
    const points = [`${n(H * 0.3)},${n(-d * 0.8)}`];
    for (let i = 0; i <= spikes; i++) {
      const x = H * 0.3 - (i / spikes) * H * 0.9;
      points.push(`${n(x)},${n(-d - fh * (i % 2 ? 0.35 : 0.95 - i * 0.03))}`);
    }
    points.push(`${n(-H * 0.6)},${n(-d * 0.5)}`);
    fins.push(`M${points.join(' L')}Z`);
    fins.push(`M${n(-H * 0.05)} ${n(d * 0.85)} L${n(-H * 0.25)} ${n(d + fh * 0.7)} L${n(-H * 0.55)} ${n(d * 0.55)}Z`);
  } else if (spec.dorsal === 'double') {
    fins.push(`M${n(H * 0.2)} ${n(-d * 0.95)} L${n(H * 0.02)} ${n(-d - fh)} L${n(-H * 0.08)} ${n(-d * 0.95)}Z`);
    fins.push(`M${n(-H * 0.12)} ${n(-d * 0.95)} L${n(-H * 0.22)} ${n(-d - fh * 0.6)} L${n(-H * 0.4)} ${n(-d * 0.8)}Z`);
    fins.push(`M${n(-H * 0.12)} ${n(d * 0.95)} L${n(-H * 0.22)} ${n(d + fh * 0.5)} L${n(-H * 0.4)} ${n(d * 0.8)}Z`);
  } else if (spec.dorsal === 'ribbon') {
    fins.push(
      `M${n(H * 0.7)} ${n(-d * 0.9)} Q0 ${n(-d - fh * 0.7)} ${n(TAIL_BASE)} ${n(-d * 0.3)} L${n(TAIL_BASE)} ${n(-d * 0.1)} Q0 ${n(-d * 0.9)} ${n(H * 0.7)} ${n(-d * 0.6)}Z`,
    );
  } else {
    fins.push(`M${n(H * 0.08)} ${n(-d * 0.95)} L${n(-H * 0.08)} ${n(-d - fh)} L${n(-H * 0.22)} ${n(-d * 0.9)}Z`);
    fins.push(`M${n(-H * 0.3)} ${n(d * 0.85)} L${n(-H * 0.42)} ${n(d + fh * 0.5)} L${n(-H * 0.5)} ${n(d * 0.7)}Z`);
  }
  if (spec.finlets) {
    for (let i = 0; i < 5; i++) {
      const x = -H * 0.45 - i * 16;
      const y = d * (0.6 - i * 0.08);
      fins.push(
        `M${n(x)} ${n(-y)} L${n(x - 10)} ${n(-y - 14)} L${n(x - 14)} ${n(-y + 2)}Z M${n(x)} ${n(y)} L${n(x - 10)} ${n(y + 14)} L${n(x - 14)} ${n(y - 2)}Z`,
      );
    }
  }
  return fins;
}

function markings(pattern, d, rnd) {
  const { kind, color } = pattern;
  if (kind === 'spots') {
    return Array.from({ length: 26 }, () =>
      circle(-H * 0.55 + rnd() * H * 1.35, -d * 0.9 + rnd() * d * 1.3, 5 + rnd() * 7, color, 'opacity="0.85"'),
    ).join('');
  }
  if (kind === 'bars') {
    return Array.from(
      { length: 7 },
      (_, i) =>
        `<rect x="${n(-H * 0.6 + i * 70)}" y="${n(-d * 1.1)}" width="26" height="${n(d * 2.2)}" fill="${color}" opacity="0.45"/>`,
    ).join('');
  }
  if (kind === 'stripe') {
    return `<path d="M${n(H * 0.7)} ${n(-d * 0.12)} L${n(TAIL_BASE)} ${n(-d * 0.02)} L${n(TAIL_BASE)} ${n(d * 0.16)} L${n(H * 0.7)} ${n(d * 0.16)}Z" fill="${color}" opacity="0.9"/>`;
  }
  if (kind === 'wavy') {
    return Array.from({ length: 6 }, (_, i) => {
      const x = -H * 0.55 + i * 75;
      return `<path d="M${n(x)} ${n(-d * 0.2)} q20 ${n(-d * 0.3)} 0 ${n(-d * 0.55)} q-20 ${n(-d * 0.25)} 6 ${n(-d * 0.5)}" stroke="${color}" stroke-width="9" fill="none" opacity="0.8"/>`;
    }).join('');
  }
  if (kind === 'scutes') {
    return `<path d="M${n(H * 0.5)} ${n(-d * 0.2)} Q0 ${n(-d * 0.05)} ${n(-H * 0.3)} ${n(d * 0.08)} L${n(TAIL_BASE)} ${n(d * 0.05)}" stroke="${color}" stroke-width="10" stroke-dasharray="14 8" fill="none"/>`;
  }
  if (kind === 'mottled') {
    return Array.from(
      { length: 9 },
      (_, i) =>
        `<ellipse cx="${n(-H * 0.6 + i * 55 + rnd() * 20)}" cy="${n(-d * 0.1 + (rnd() - 0.5) * d * 0.8)}" rx="${n(16 + rnd() * 14)}" ry="${n(d * 0.28)}" fill="${color}" opacity="0.55"/>`,
    ).join('');
  }
  // sheen: a silvery highlight along the flank
  return `<path d="M${n(H * 0.75)} ${n(-d * 0.05)} Q0 ${n(-d * 0.35)} ${n(TAIL_BASE + 20)} ${n(-d * 0.05)}" stroke="${color}" stroke-width="${n(Math.max(d * 0.12, 6))}" fill="none" opacity="0.55" stroke-linecap="round"/>`;
}

function tintOverlay(paths, state, rnd, d) {
  const tint = TINTS[state];
  if (!tint) return '';
  let extra = '';
  if (state === 'marinated') {
    // garlic bits and peppercorns in the marinade
    extra = Array.from({ length: 14 }, (_, i) =>
      circle(-H * 0.5 + rnd() * H * 1.2, (rnd() - 0.5) * d * 1.4, i % 3 ? 7 : 5, i % 3 ? '#f3e7c9' : '#2b1d14'),
    ).join('');
  } else if (state === 'smoked') {
    extra = `<path d="M${n(H * 0.6)} ${n(-d * 0.55)} Q0 ${n(-d * 0.85)} ${n(-H * 0.5)} ${n(-d * 0.4)}" stroke="#ffe2a8" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round"/>`;
  } else if (state === 'dried') {
    extra = Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${n(-H * 0.5 + i * 90)} ${n(-d * 0.6)} l12 ${n(d * 1.1)}" stroke="#6e4a22" stroke-width="3" opacity="0.35"/>`,
    ).join('');
  }
  return `<g fill="${tint.color}" opacity="${tint.opacity}">${paths.map((d) => `<path d="${d}"/>`).join('')}</g>${extra}`;
}

/** A whole fish seen from the side. */
export function fish(species, { state = 'fresh', seed = species } = {}) {
  const spec = SPECIES[species];
  const rnd = randomFrom(seed);
  const d = spec.depth * 2 * H;
  const body = bodyPath(d, spec.head ?? 0);
  const tail = tailPath(spec.tail, d);
  const fins = finPaths(spec, d);
  const clip = idFor('fish', species, state, seed);
  const eyeR = Math.max(d * 0.17, 11) * (spec.head ? 1.3 : 1);
  const eyeX = H * (spec.head ? 0.78 : 0.83);
  return `<defs><clipPath id="${clip}"><path d="${body}"/></clipPath></defs>
    ${fins.map((f) => `<path d="${f}" fill="${spec.fin}"/>`).join('')}
    <path d="${tail}" fill="${spec.tailColor ?? spec.fin}"/>
    <path d="${body}" fill="${spec.belly}"/>
    <g clip-path="url(#${clip})">
      <ellipse cx="0" cy="${n(-d * 0.95)}" rx="${H * 1.1}" ry="${n(d * 0.95)}" fill="${spec.back}"/>
      ${markings(spec.pattern, d, rnd)}
      <path d="M${n(H * 0.64)} ${n(-d * 0.75)} Q${n(H * 0.54)} 0 ${n(H * 0.64)} ${n(d * 0.75)}" stroke="#1d2a33" stroke-opacity="0.35" stroke-width="6" fill="none"/>
    </g>
    ${spec.gillSpot ? circle(H * 0.6, -d * 0.45, Math.max(d * 0.12, 7), spec.gillSpot) : ''}
    <ellipse cx="${n(H * 0.45)}" cy="${n(d * 0.25)}" rx="${n(Math.max(d * 0.35, 22))}" ry="${n(Math.max(d * 0.12, 8))}" fill="${spec.fin}" opacity="0.85" transform="rotate(18 ${n(H * 0.45)} ${n(d * 0.25)})"/>
    ${tintOverlay([tail, ...fins, body], state, rnd, d)}
    ${circle(eyeX, -d * 0.22, eyeR, '#f8f6ef')}${circle(eyeX + eyeR * 0.2, -d * 0.24, eyeR * 0.5, '#111')}`;
}

/** A split, flattened fish seen from above (daing, danggit, boneless bangus): flesh, rim of skin, spine, tail. */
export function splitFish(species, { state = 'fresh', seed = species } = {}) {
  const spec = SPECIES[species];
  const rnd = randomFrom(seed);
  const w = spec.depth * 2 * H * 0.8 + 70;
  const outline = `M${n(H * 0.95)} ${n(-w * 0.2)} C${n(H * 0.75)} ${n(-w * 1.05)} ${n(-H * 0.35)} ${n(-w * 1.05)} ${TAIL_BASE} ${n(-w * 0.22)} L${TAIL_BASE} ${n(w * 0.22)} C${n(-H * 0.35)} ${n(w * 1.05)} ${n(H * 0.75)} ${n(w * 1.05)} ${n(H * 0.95)} ${n(w * 0.2)} Q${n(H * 1.02)} 0 ${n(H * 0.95)} ${n(-w * 0.2)}Z`;
  const tail = tailPath(spec.tail, w * 0.5);
  const ribs = Array.from({ length: 6 }, (_, i) => {
    const x = H * 0.55 - i * 65;
    return `<path d="M${n(x)} -4 q-30 ${n(-w * 0.3)} -60 ${n(-w * 0.5)} M${n(x)} 4 q-30 ${n(w * 0.3)} -60 ${n(w * 0.5)}" stroke="${spec.back}" stroke-opacity="0.18" stroke-width="4" fill="none"/>`;
  }).join('');
  const eyes = [-1, 1].map((s) => circle(H * 0.78, s * w * 0.5, Math.max(w * 0.06, 9), '#1b1b1b')).join('');
  return `<path d="${tail}" fill="${spec.tailColor ?? spec.fin}"/>
    <path d="${outline}" fill="${spec.flesh}" stroke="${spec.back}" stroke-width="14"/>
    ${ribs}
    <path d="M${n(H * 0.9)} 0 L${TAIL_BASE} 0" stroke="${spec.back}" stroke-opacity="0.45" stroke-width="8"/>
    ${tintOverlay([tail, outline], state, rnd, w * 0.5)}${eyes}`;
}

/** A squid: mantle with its two fins on the right, arms trailing to the left. */
export function squid({ state = 'fresh' } = {}) {
  const skin = state === 'fresh' ? '#ecc9b4' : '#d9a46d';
  const dots = state === 'fresh' ? '#9b4f6b' : '#8a5128';
  const arms = Array.from({ length: 8 }, (_, i) => {
    const y = -60 + i * 17;
    return `<path d="M-120 ${y} q-80 ${(i - 4) * 6} -170 ${(i - 3.5) * 14}" stroke="${skin}" stroke-width="13" stroke-linecap="round" fill="none"/>`;
  }).join('');
  const spots = Array.from({ length: 18 }, (_, i) =>
    circle(-80 + (i % 6) * 55, -40 + Math.floor(i / 6) * 40, 6, dots, 'opacity="0.6"'),
  ).join('');
  return `${arms}
    <path d="M-120 -20 q-150 -60 -260 -40 M-120 20 q-150 60 -260 40" stroke="${skin}" stroke-width="9" fill="none" stroke-linecap="round"/>
    <path d="M200 0 L300 -95 L320 0 L300 95Z" fill="${skin}"/>
    <path d="M-130 -70 Q120 -95 330 0 Q120 95 -130 70 Q-150 0 -130 -70Z" fill="${skin}"/>
    ${spots}${circle(-105, -38, 16, '#f8f6ef')}${circle(-103, -38, 8, '#111')}`;
}

/** A small dried shrimp curled into a C: head and feelers at the top, tail fan at the bottom. */
export function shrimp() {
  const at = (deg, r = 110) => [Math.cos((deg * Math.PI) / 180) * r, Math.sin((deg * Math.PI) / 180) * r];
  const segments = Array.from({ length: 7 }, (_, i) => {
    const [x, y] = at(-110 + i * 34);
    return circle(x, y, 58 - i * 6, i % 2 ? '#e97b58' : '#f29a74');
  }).join('');
  const [hx, hy] = at(-110);
  const [tx, ty] = at(-110 + 7 * 34);
  return `<path d="M${n(hx)} ${n(hy)} q-120 -80 -260 -40 M${n(hx)} ${n(hy + 10)} q-140 -30 -250 30" stroke="#c9583a" stroke-width="6" fill="none"/>
    ${segments}<path d="M${n(tx)} ${n(ty)} l-70 -40 l10 80Z" fill="#e06b4a"/>${circle(hx - 20, hy - 10, 11, '#2b1d14')}`;
}

/** A glass jar of flaked smoked fish in oil. */
export function flakesJar(seed = 'jar') {
  const rnd = randomFrom(seed);
  const clip = idFor('jar', seed);
  const flakes = Array.from({ length: 40 }, () => {
    const [x, y] = [n(-120 + rnd() * 240), n(-90 + rnd() * 240)];
    return `<ellipse cx="${x}" cy="${y}" rx="${n(10 + rnd() * 16)}" ry="${n(6 + rnd() * 8)}" fill="${rnd() > 0.5 ? '#a8652a' : '#d39a4f'}" transform="rotate(${n(rnd() * 180)} ${x} ${y})" opacity="0.9"/>`;
  }).join('');
  return `<defs><clipPath id="${clip}"><rect x="-150" y="-150" width="300" height="330" rx="40"/></clipPath></defs>
    <rect x="-150" y="-150" width="300" height="330" rx="40" fill="#f1d58a" opacity="0.85"/>
    <g clip-path="url(#${clip})">${flakes}</g>
    <rect x="-150" y="-150" width="300" height="330" rx="40" fill="none" stroke="#7c8c93" stroke-width="10"/>
    <rect x="-165" y="-215" width="330" height="70" rx="14" fill="#b23a2a"/>
    <rect x="-110" y="-20" width="220" height="110" rx="10" fill="#fffaf0" opacity="0.92"/>
    <path d="M-60 35 q30 -30 60 0 q30 30 60 0" stroke="#b23a2a" stroke-width="8" fill="none"/>
    <path d="M-120 -120 l0 250" stroke="#ffffff" stroke-width="14" opacity="0.35" stroke-linecap="round"/>`;
}

/** Whichever subject a species name stands for, in the given state, placed and scaled. */
export function subject(species, { state = 'fresh', split = false, seed, ...place } = {}) {
  let art;
  if (species === 'pusit') art = squid({ state });
  else if (species === 'hibe') art = shrimp();
  else if (species === 'tinapa-flakes') art = flakesJar(seed);
  else art = split ? splitFish(species, { state, seed }) : fish(species, { state, seed });
  return group(art, place);
}

const ALL = [...Object.keys(SPECIES), ...OTHER_SUBJECTS].sort((a, b) => b.length - a.length);

/** The species an image name is about ('products/smoked/tinapang-galunggong' → 'galunggong'), if any. */
export function speciesIn(name) {
  const last = name.split('/').pop();
  return ALL.find((key) => last.includes(key));
}
