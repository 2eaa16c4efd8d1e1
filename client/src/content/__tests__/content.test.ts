import manifest from '../../generated/media-manifest.json';
import { ABOUT, FACILITY, FOOTER_SLIDES, HOME, PORTFOLIO, PRODUCT_GALLERIES, RECIPES } from '..';
import { VIDEO_POSTER } from '../media-extra';
import type { ImageRef } from '../types';

function imagesIn(value: unknown, found: ImageRef[] = []): ImageRef[] {
  if (Array.isArray(value)) value.forEach((v) => imagesIn(v, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.alt === 'string') found.push(record as unknown as ImageRef);
    Object.values(record).forEach((v) => imagesIn(v, found));
  }
  return found;
}

describe('site content', () => {
  const all = imagesIn([HOME, ABOUT, FACILITY, PRODUCT_GALLERIES, PORTFOLIO, RECIPES, VIDEO_POSTER]);

  it('has a built image (npm run media) and alt text for every image slot', () => {
    expect(all.length).toBeGreaterThan(70);
    for (const image of all) {
      expect(manifest).toHaveProperty([image.src]);
      expect(image.alt.trim().length).toBeGreaterThan(10);
    }
  });

  it('has the galleries of the original site: 12 dried, 3 marinated, 8 smoked', () => {
    expect(PRODUCT_GALLERIES.map((g) => [g.id, g.heading, g.items.length])).toEqual([
      ['dried', 'Dried Fish', 12],
      ['marinated', 'Marinated Fish', 3],
      ['smoked', 'Smoked Fish', 8],
    ]);
  });

  it('has 30 labelled portfolio images across dried, marinated and smoked', () => {
    expect(PORTFOLIO).toHaveLength(30);
    expect(new Set(PORTFOLIO.map((p) => p.src)).size).toBe(30);
    for (const kind of ['dried', 'marinated', 'smoked'])
      expect(PORTFOLIO.some((p) => p.src.startsWith(`portfolio/${kind}-`))).toBe(true);
    expect(PORTFOLIO.every((p) => p.label.trim().length > 0)).toBe(true);
  });

  it('has the four recipes with ingredients and steps', () => {
    expect(RECIPES.map((r) => r.title)).toEqual([
      'Cod Fish Menudo',
      'Ginataang Papaya with Anchovies and Hibe',
      'Home Made Sweet and Sour Fish Balls',
      'Vegetable Salad Ala Pobre',
    ]);
    for (const recipe of RECIPES) {
      expect(recipe.ingredients.length).toBeGreaterThanOrEqual(5);
      expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the About sections and the facility areas of the original site', () => {
    expect(ABOUT.sections.map((s) => s.id)).toEqual([
      'history',
      'mission-vision',
      'quality-policy',
      'management-policy',
    ]);
    expect(FACILITY.areas.map((a) => a.id)).toEqual([
      'building',
      'thawing',
      'drying',
      'brine',
      'hot-smoking',
      'packaging',
      'vacuum',
    ]);
  });

  it('has no placeholder copy', () => {
    const text = JSON.stringify([HOME, ABOUT, FACILITY, PRODUCT_GALLERIES, PORTFOLIO, RECIPES, FOOTER_SLIDES]);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });
});
