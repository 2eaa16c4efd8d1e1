import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PORTFOLIO } from '..';

/** The portfolio's art is an ES module run by Node at build time (client/scripts); it is drawn in a child process. */
const SCRIPTS = join(__dirname, '..', '..', '..', 'scripts');
/** Thumbnail size for comparing pictures as a visitor sees them, not as SVG text. */
const THUMB = { width: 48, height: 36 };

interface Spec {
  scene: string;
  species: string | string[];
  mentions: string[];
  [parameter: string]: unknown;
}

interface Drawn {
  svgs: Record<string, string>;
  thumbs: Record<string, string>;
  specs: Record<string, Spec>;
}

function draw(names: string[]): Drawn {
  const program = `
    const { createRequire } = await import('node:module');
    const sharp = createRequire(${JSON.stringify(join(SCRIPTS, 'build-media.mjs'))})('sharp');
    const { placeholderSvg } = await import(${JSON.stringify(join(SCRIPTS, 'placeholder-art.mjs'))});
    const { PORTFOLIO_ART } = await import(${JSON.stringify(join(SCRIPTS, 'art', 'portfolio.mjs'))});
    const names = JSON.parse(process.argv[1]);
    const svgs = Object.fromEntries(names.map((name) => [name, placeholderSvg(name)]));
    const thumbs = {};
    for (const name of names) {
      const pixels = await sharp(Buffer.from(svgs[name]), { density: 8 }).resize(${THUMB.width}, ${THUMB.height}, { fit: 'fill' }).removeAlpha().raw().toBuffer();
      thumbs[name] = pixels.toString('base64');
    }
    process.stdout.write(JSON.stringify({ svgs, thumbs, specs: PORTFOLIO_ART }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', program, JSON.stringify(names)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
}

/** Mean difference per colour channel between two thumbnails, 0 (same) to 255. */
function difference(a: string, b: string): number {
  const [x, y] = [Buffer.from(a, 'base64'), Buffer.from(b, 'base64')];
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

const slugOf = (src: string) => src.split('/').pop()!;
const speciesOf = (spec: Spec) => [spec.species].flat();
/** What a piece is drawn from: its scene, species and settings (not the words asked of its caption). */
const parametersOf = ({ mentions: _mentions, ...drawing }: Spec) =>
  JSON.stringify(drawing, Object.keys(drawing).sort());

describe('portfolio art', () => {
  const names = PORTFOLIO.map((item) => item.src);
  const { svgs, thumbs, specs } = draw(names);

  it('has a drawing of its own listed for every portfolio item, and none left over', () => {
    expect(names.map(slugOf).filter((slug) => !specs[slug])).toEqual([]);
    expect(Object.keys(specs).filter((slug) => !names.some((name) => slugOf(name) === slug))).toEqual([]);
  });

  it('never puts two captions over the same picture or the same drawing parameters', () => {
    const seen = new Map<string, string>();
    for (const name of names) {
      const key = parametersOf(specs[slugOf(name)]);
      expect([name, seen.get(key)]).toEqual([name, undefined]);
      seen.set(key, name);
    }
    const hashes = names.map((name) => createHash('sha256').update(svgs[name]).digest('hex'));
    expect(new Set(hashes).size).toBe(names.length);
  });

  it('draws pieces that look different from each other, not the same drawing with another seed', () => {
    // Two packs of different fish differ by about 6 or more; the same drawing with another seed by under 2.
    let closest = { difference: Infinity, pair: ['', ''] };
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const d = difference(thumbs[names[i]], thumbs[names[j]]);
        if (d < closest.difference) closest = { difference: d, pair: [names[i], names[j]] };
      }
    }
    expect([closest.pair, closest.difference > 5]).toEqual([closest.pair, true]);
  });

  it('says in each alt text which fish and what scene are drawn', () => {
    for (const item of PORTFOLIO) {
      const spec = specs[slugOf(item.src)];
      const alt = item.alt.toLowerCase();
      const missing = [...speciesOf(spec).map((species) => species.replace(/-/g, ' ')), ...spec.mentions].filter(
        (word) => !alt.includes(word),
      );
      expect([item.src, missing]).toEqual([item.src, []]);
    }
  });
});
