/** One dish per recipe, seen from above, each on its own table and with its own ingredients. */
import { circle, n, randomFrom, rect } from './svg.mjs';
import { subject } from './species.mjs';

/** Scatter `count` pieces drawn by `piece(x, y, rnd, i)` inside an ellipse. */
function scatter(count, cx, cy, rx, ry, rnd, piece) {
  return Array.from({ length: count }, (_, i) => {
    const a = rnd() * Math.PI * 2;
    const r = Math.sqrt(rnd());
    return piece(cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r, rnd, i);
  }).join('');
}

const cube = (color, size) => (x, y, rnd) =>
  rect(
    x - size / 2,
    y - size / 2,
    size,
    size,
    color,
    `rx="${n(size * 0.2)}" transform="rotate(${n(rnd() * 90)} ${n(x)} ${n(y)})"`,
  );

function bowl(rim, inside, sauce) {
  return `<ellipse cx="600" cy="470" rx="380" ry="330" fill="#000000" opacity="0.13"/><circle cx="590" cy="450" r="360" fill="${rim}"/>
    ${circle(590, 450, 320, inside)}${circle(590, 450, 290, sauce)}`;
}

function menudo() {
  const rnd = randomFrom('menudo');
  return `${rect(0, 0, 1200, 900, '#b5542f')}${Array.from({ length: 8 }, (_, i) => `<path d="M0 ${i * 120} l1200 0" stroke="#a24a28" stroke-width="30"/>`).join('')}
    ${bowl('#f3eee4', '#e7dfd0', '#c8432b')}
    ${scatter(9, 590, 450, 230, 230, rnd, cube('#f7f2e8', 70))}
    ${scatter(10, 590, 450, 240, 240, rnd, cube('#f08a24', 40))}
    ${scatter(9, 590, 450, 240, 240, rnd, cube('#ecd27a', 46))}
    ${scatter(6, 590, 450, 240, 240, rnd, cube('#3f9a4a', 38))}
    ${scatter(12, 590, 450, 250, 250, rnd, (x, y) => circle(x, y, 9, '#4a2a3a'))}
    ${scatter(14, 590, 450, 250, 250, rnd, (x, y) => circle(x, y, 11, '#7cc35b'))}`;
}

function ginataan() {
  const rnd = randomFrom('ginataan');
  const leaf = `<path d="M-40 820 Q600 -120 1240 80 L1240 900 L-40 900Z" fill="#4f8f3f"/><path d="M-40 820 Q600 -120 1240 80" stroke="#7fbf5f" stroke-width="10" fill="none"/>`;
  const strips = scatter(22, 590, 450, 210, 210, rnd, (x, y, r) =>
    rect(x - 60, y - 9, 120, 18, '#cfe3a0', `rx="9" transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})"`),
  );
  const dilis = scatter(9, 590, 450, 220, 220, rnd, (x, y, r, i) =>
    subject('dilis', { state: 'dried', seed: `gp${i}`, x, y, rotate: r() * 360, scale: 0.16 }),
  );
  const hibe = scatter(7, 590, 450, 220, 220, rnd, (x, y, r) =>
    subject('hibe', { x, y, rotate: r() * 360, scale: 0.17 }),
  );
  return `${rect(0, 0, 1200, 900, '#2f6d3a')}${leaf}${bowl('#5b4636', '#6d5543', '#f3ead2')}${strips}${dilis}${hibe}
    <path d="M420 300 Q600 230 780 330" stroke="#3f9a4a" stroke-width="26" stroke-linecap="round" fill="none"/>`;
}

function fishBalls() {
  const rnd = randomFrom('fish-balls');
  const checks = Array.from({ length: 10 }, (_, r) =>
    Array.from({ length: 12 }, (_, c) =>
      (r + c) % 2 ? '' : rect(c * 100, r * 100, 100, 100, '#d8453b', 'opacity="0.85"'),
    ).join(''),
  ).join('');
  const balls = scatter(
    13,
    600,
    460,
    240,
    200,
    rnd,
    (x, y) => `${circle(x, y, 48, '#b86a1f')}${circle(x - 12, y - 14, 16, '#e9a75a', 'opacity="0.8"')}`,
  );
  const pineapple = scatter(
    8,
    600,
    460,
    260,
    210,
    rnd,
    (x, y, r) =>
      `<path d="M${n(x)} ${n(y - 30)} L${n(x + 32)} ${n(y + 22)} L${n(x - 32)} ${n(y + 22)}Z" fill="#f6d34a" transform="rotate(${n(r() * 360)} ${n(x)} ${n(y)})"/>`,
  );
  const peppers = scatter(8, 600, 460, 260, 210, rnd, (x, y, r, i) => cube(i % 2 ? '#2f9a47' : '#e1342a', 34)(x, y, r));
  return `${rect(0, 0, 1200, 900, '#fbf3ea')}${checks}
    <ellipse cx="600" cy="460" rx="440" ry="370" fill="#ffffff" stroke="#e3e0da" stroke-width="8"/>
    <ellipse cx="600" cy="460" rx="330" ry="270" fill="#e0572b" opacity="0.85"/>${balls}${pineapple}${peppers}`;
}

function salad() {
  const rnd = randomFrom('salad');
  const planks = Array.from({ length: 6 }, (_, i) => rect(0, i * 150, 1200, 146, i % 2 ? '#b98a5a' : '#a97b4d')).join(
    '',
  );
  const leaves = scatter(
    16,
    600,
    450,
    330,
    230,
    rnd,
    (x, y, r) =>
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="90" ry="55" fill="${r() > 0.5 ? '#6fbf4a' : '#4f9f3a'}" transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})"/>`,
  );
  const tomatoes = scatter(
    7,
    600,
    450,
    300,
    200,
    rnd,
    (x, y, r) =>
      `<path d="M${n(x - 40)} ${n(y)} A40 40 0 0 1 ${n(x + 40)} ${n(y)}Z" fill="#e23d2e" transform="rotate(${n(r() * 360)} ${n(x)} ${n(y)})"/>`,
  );
  const cucumbers = scatter(
    8,
    600,
    450,
    300,
    200,
    rnd,
    (x, y) => `${circle(x, y, 30, '#3f8a3a')}${circle(x, y, 24, '#d9ecb8')}`,
  );
  const eggs = scatter(
    4,
    600,
    450,
    260,
    170,
    rnd,
    (x, y, r) =>
      `<path d="M${n(x)} ${n(y)} L${n(x + 60)} ${n(y)} A60 60 0 0 1 ${n(x)} ${n(y + 60)}Z" fill="#ffffff" transform="rotate(${n(r() * 360)} ${n(x)} ${n(y)})"/>${circle(x + 18, y + 18, 18, '#f08a24')}`,
  );
  const garlic = scatter(24, 600, 450, 320, 220, rnd, (x, y) => circle(x, y, 8, '#e8b04a'));
  const danggit = scatter(5, 600, 450, 280, 180, rnd, (x, y, r, i) =>
    subject('danggit', { split: true, state: 'smoked', seed: `sal${i}`, x, y, rotate: r() * 360, scale: 0.16 }),
  );
  return `${planks}<ellipse cx="600" cy="450" rx="520" ry="370" fill="#f7f4ee" stroke="#ddd6c8" stroke-width="10"/>
    ${leaves}${tomatoes}${cucumbers}${eggs}${danggit}${garlic}`;
}

export const DISHES = {
  'cod-fish-menudo': menudo,
  'ginataang-papaya': ginataan,
  'sweet-sour-fish-balls': fishBalls,
  'vegetable-salad-ala-pobre': salad,
};

export function dishFor(name) {
  const [area, last] = name.split('/');
  return area === 'recipes' ? DISHES[last]?.() : undefined;
}
