/**
 * How each kind of product keeps and is prepared, said once: a product's page, the footer's FAQ,
 * the order e-mail and the pick sheet all read it (a product's own words, when the staff wrote
 * some, take the place of its kind's).
 */
export interface StorageGuidance {
  temperature: string;
  shelfLifeUnopened: string;
  shelfLifeOpened: string;
  preparation: string;
}

export type StoredKind = 'DRIED' | 'MARINATED' | 'SMOKED';

/** How smoked fish keeps: the figures the FAQ and every smoked product's guidance share. */
export const SMOKED_FISH_KEEPS = {
  chilled: '0 to 4 °C',
  chilledFor: '5 to 7 days',
  frozen: '-18 °C or colder',
  frozenFor: 'up to 3 months',
  openedFor: '2 to 3 days',
} as const;

const smoked = SMOKED_FISH_KEEPS;

export const STORAGE_BY_KIND: Readonly<Record<StoredKind, StorageGuidance>> = {
  DRIED: {
    temperature: 'Cool, dry place away from sunlight (below 25 °C)',
    shelfLifeUnopened: '6 months',
    shelfLifeOpened: '1 month in an airtight container in the refrigerator',
    preparation:
      'No thawing needed. Rinse briefly if too salty, pat dry, then fry in a little hot oil until crisp, about 1–2 minutes a side.',
  },
  MARINATED: {
    temperature: `Frozen, ${smoked.frozen}`,
    shelfLifeUnopened: '3 months frozen',
    shelfLifeOpened: 'Cook within 2 days once thawed; do not refreeze',
    preparation:
      'Thaw overnight in the refrigerator (never at room temperature). Drain the marinade and pan-fry over medium heat until golden, 4–5 minutes a side.',
  },
  SMOKED: {
    temperature: `Refrigerated at ${smoked.chilled}, or frozen at ${smoked.frozen}`,
    shelfLifeUnopened: `${smoked.chilledFor} refrigerated; ${smoked.frozenFor} frozen`,
    shelfLifeOpened: `${smoked.openedFor} refrigerated, wrapped tightly`,
    preparation:
      'Thaw frozen packs in the refrigerator. Ready to eat; warm in a pan or flake into rice, pasta or salads.',
  },
};

/** The footer's FAQ on storing smoked fish, in the figures above. */
export const SMOKED_FISH_FAQ =
  `Keep smoked fish in the refrigerator at ${smoked.chilled} and eat it within ${smoked.chilledFor}. ` +
  `For longer storage, freeze it at ${smoked.frozen} for ${smoked.frozenFor}. ` +
  'Our vacuum packs keep the fish fresh longer, but they still need to be refrigerated or frozen. ' +
  `Once a pack is opened, wrap any leftovers tightly and use them within ${smoked.openedFor}.`;

/** A product's guidance: each of its own lines where the staff wrote one, its kind's otherwise. */
export function storageGuidanceOf(
  kind: StoredKind,
  own: { [K in keyof StorageGuidance]?: string | null },
): StorageGuidance {
  const base = STORAGE_BY_KIND[kind];
  return {
    temperature: own.temperature || base.temperature,
    shelfLifeUnopened: own.shelfLifeUnopened || base.shelfLifeUnopened,
    shelfLifeOpened: own.shelfLifeOpened || base.shelfLifeOpened,
    preparation: own.preparation || base.preparation,
  };
}
