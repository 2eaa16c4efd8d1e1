import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { FACILITY, HOME, PRODUCT_GALLERIES, RECIPES } from '..';

/**
 * The generated art is an ES module run by Node at build time (client/scripts): it is drawn in a
 * child Node process, which answers with the SVG of every name asked for.
 */
const SCRIPTS = join(__dirname, '..', '..', '..', 'scripts');

interface Drawn {
  svgs: Record<string, string>;
  fish: Record<string, string>;
  speciesOf: Record<string, string | null>;
  chart: string[];
}

function draw(names: string[]): Drawn {
  const program = `
    const { placeholderSvg } = await import(${JSON.stringify(join(SCRIPTS, 'placeholder-art.mjs'))});
    const { SPECIES, OTHER_SUBJECTS, speciesIn, subject } = await import(${JSON.stringify(join(SCRIPTS, 'art', 'species.mjs'))});
    const { CHART_SPECIES } = await import(${JSON.stringify(join(SCRIPTS, 'art', 'products.mjs'))});
    const names = JSON.parse(process.argv[1]);
    const svgs = Object.fromEntries(names.map((name) => [name, placeholderSvg(name)]));
    const fish = Object.fromEntries([...Object.keys(SPECIES), ...OTHER_SUBJECTS].map((s) => [s, subject(s)]));
    const speciesOf = Object.fromEntries(names.map((name) => [name, speciesIn(name) ?? null]));
    process.stdout.write(JSON.stringify({ svgs, fish, speciesOf, chart: CHART_SPECIES }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', program, JSON.stringify(names)], {
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const hash = (svg: string) => createHash('sha256').update(svg).digest('hex');
const distinct = (svgs: string[]) => new Set(svgs.map(hash)).size;

const FACILITY_IMAGES = FACILITY.areas.map((area) => area.image!.src);
const RECIPE_IMAGES = RECIPES.map((recipe) => recipe.image.src);
const PRODUCT_IMAGES = PRODUCT_GALLERIES.flatMap((gallery) => gallery.items.map((item) => item.src));
const CERTIFICATES = [
  'certifications/haccp',
  'certifications/halal',
  'certifications/gmp',
  'certifications/halal-product',
];

describe('placeholder art', () => {
  const { svgs, fish, speciesOf, chart } = draw([
    ...FACILITY_IMAGES,
    ...RECIPE_IMAGES,
    ...PRODUCT_IMAGES,
    ...CERTIFICATES,
    HOME.species.image.src,
  ]);
  const svgsOf = (names: string[]) => names.map((name) => svgs[name]);

  it('draws each of the seven facility areas as its own scene', () => {
    expect(FACILITY_IMAGES).toHaveLength(7);
    expect(distinct(svgsOf(FACILITY_IMAGES))).toBe(7);
  });

  it('draws each of the four recipes as its own dish', () => {
    expect(distinct(svgsOf(RECIPE_IMAGES))).toBe(4);
  });

  it('draws every species in its own way, and every product pack differently', () => {
    const subjects = Object.values(fish);
    expect(subjects.length).toBeGreaterThanOrEqual(16);
    expect(distinct(subjects)).toBe(subjects.length);
    expect(distinct(svgsOf(PRODUCT_IMAGES))).toBe(PRODUCT_IMAGES.length);
    // Every product is drawn with a species: 23 products, 17 species and subjects among them.
    const productSpecies = PRODUCT_IMAGES.map((name) => speciesOf[name]);
    expect(productSpecies).not.toContain(null);
    expect(new Set(productSpecies).size).toBe(17);
    expect(speciesOf['products/marinated/daing-na-bangus']).toBe('bangus');
    expect(speciesOf['products/smoked/tinapang-galunggong']).toBe('galunggong');
  });

  it('names the certificate on each badge, and the badges differ', () => {
    const labelsIn = (svg: string) => [...svg.matchAll(/data-label="([A-Z]+)"/g)].map((m) => m[1]);
    expect(labelsIn(svgs['certifications/haccp'])).toEqual(['HACCP']);
    expect(labelsIn(svgs['certifications/halal'])).toEqual(['HALAL']);
    expect(labelsIn(svgs['certifications/gmp'])).toEqual(['GMP']);
    expect(labelsIn(svgs['certifications/halal-product'])).toEqual(['HALAL']);
    expect(distinct(svgsOf(CERTIFICATES))).toBe(4);
    // Letters are drawn as paths, never as <text> set in whatever fonts the build machine has.
    for (const svg of Object.values(svgs)) expect(svg).not.toMatch(/<text\b/);
  });

  it('gives the same picture for the same name on every build', () => {
    const again = draw(['facility/drying-area', 'recipes/cod-fish-menudo', 'products/dried/danggit']);
    for (const [name, svg] of Object.entries(again.svgs)) expect(svg).toBe(svgs[name]);
  });

  it("draws the species that the chart's alt text lists, in its order", () => {
    const listed = `${chart.slice(0, -1).join(', ')} and ${chart[chart.length - 1]}`;
    expect(HOME.species.image.alt).toContain(listed);
  });
});
