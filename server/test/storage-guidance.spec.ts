import { describe, expect, it } from '@jest/globals';
import { SMOKED_FISH_FAQ, SMOKED_FISH_KEEPS, STORAGE_BY_KIND, storageGuidanceOf } from '@waters/domain';

describe('storage guidance, said once', () => {
  it('the footer FAQ keeps its words, in the figures every smoked product shows', () => {
    expect(SMOKED_FISH_FAQ).toBe(
      'Keep smoked fish in the refrigerator at 0 to 4 °C and eat it within 5 to 7 days. For longer storage, freeze it at -18 °C or colder for up to 3 months. Our vacuum packs keep the fish fresh longer, but they still need to be refrigerated or frozen. Once a pack is opened, wrap any leftovers tightly and use them within 2 to 3 days.',
    );
    const smoked = STORAGE_BY_KIND.SMOKED;
    expect(smoked.shelfLifeUnopened).toContain(SMOKED_FISH_KEEPS.chilledFor);
    expect(smoked.shelfLifeUnopened).toContain(SMOKED_FISH_KEEPS.frozenFor);
    expect(smoked.shelfLifeOpened).toContain(SMOKED_FISH_KEEPS.openedFor);
    expect(smoked.temperature).toContain(SMOKED_FISH_KEEPS.chilled);
    // No smoked line says a keeping time the FAQ does not.
    expect(Object.values(smoked).join(' ')).not.toMatch(/week/);
  });

  it("a product's own lines take the place of its kind's, one by one", () => {
    expect(storageGuidanceOf('DRIED', { shelfLifeUnopened: '4 months', preparation: '' })).toEqual({
      ...STORAGE_BY_KIND.DRIED,
      shelfLifeUnopened: '4 months',
    });
  });
});
