import { ProductType } from '../../modules/products/product-enums.js';

/** How each kind keeps and is prepared: what the demo catalogue's pages say until the staff write their own. */
export const STORAGE_BY_TYPE: Record<ProductType, { storageTemperature: string; shelfLifeUnopened: string; shelfLifeOpened: string; preparation: string }> = {
  [ProductType.DRIED]: {
    storageTemperature: 'Cool, dry place away from sunlight (below 25 °C)',
    shelfLifeUnopened: '6 months',
    shelfLifeOpened: '1 month in an airtight container in the refrigerator',
    preparation: 'No thawing needed. Rinse briefly if too salty, pat dry, then fry in a little hot oil until crisp, about 1–2 minutes a side.',
  },
  [ProductType.MARINATED]: {
    storageTemperature: 'Frozen, -18 °C or colder',
    shelfLifeUnopened: '3 months frozen',
    shelfLifeOpened: 'Cook within 2 days once thawed; do not refreeze',
    preparation: 'Thaw overnight in the refrigerator (never at room temperature). Drain the marinade and pan-fry over medium heat until golden, 4–5 minutes a side.',
  },
  [ProductType.SMOKED]: {
    storageTemperature: 'Refrigerated, 0–4 °C, or frozen at -18 °C',
    shelfLifeUnopened: '2 weeks refrigerated, 3 months frozen',
    shelfLifeOpened: '3 days refrigerated',
    preparation: 'Thaw frozen packs in the refrigerator. Ready to eat; warm in a pan or flake into rice, pasta or salads.',
  },
};

/** One line about each demo product, by ID. */
export const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'DRD-001': 'Split, salted and sun-dried rabbitfish from the Visayas: crisp and savoury, the classic Filipino breakfast with garlic rice.',
  'DRD-002': 'Whole salted herring, sun-dried the traditional way. Fry until crisp and serve with tomatoes and vinegar.',
  'DRD-003': 'Small anchovies, dried whole. Fry as a snack, glaze with sugar, or use to flavour vegetables and broths.',
  'DRD-004': 'Thin-sliced squid, dried for a chewy, sweet-savoury bite. Grill or fry, and serve with spiced vinegar.',
  'DRD-005': 'Long hairtail fillets, salted and dried. Fry until the edges curl for a mild, meaty dried fish.',
  'DRD-006': 'Ponyfish, salted and dried whole: small, bony and full of flavour when fried crisp.',
  'DRD-007': 'Freshwater goby, lightly salted and dried: a delicate dried fish for frying or adding to ginataan.',
  'DRD-008': 'Small shrimp, dried and peeled. Adds sweetness and umami to sotanghon, pancit and stir-fried vegetables.',
  'DRD-009': 'Round scad, split and sun-dried: an everyday favourite, best fried crisp with eggs and rice.',
  'DRD-010': 'Indian mackerel, salted and dried: rich and full-flavoured, excellent fried or grilled.',
  'DRD-011': 'Red fusilier, split and dried: a tender, less salty dried fish that fries up golden.',
  'DRD-012': 'Sardinella, salted and dried whole: an affordable, crispy classic.',
  'MAR-001': 'Boneless milkfish butterflied and marinated in cane vinegar, garlic and pepper, then frozen. Fry straight from the pack once thawed.',
  'MAR-002': 'Rabbitfish marinated in vinegar and garlic and lightly dried, the Cebu way: tender inside, crisp outside when fried.',
  'MAR-003': 'Milkfish cured with sugar and spices, tocino style: sweet, sticky and caramelised when pan-fried.',
  'SMK-001': 'Whole milkfish, brined and slow-smoked over wood: moist, smoky and ready to eat.',
  'SMK-002': 'Smoked milkfish with the bones taken out by hand: all the smoke, none of the fuss.',
  'SMK-003': 'Round scad, brined and smoked whole. Flake into rice or fry briefly to crisp the skin.',
  'SMK-004': 'Sardinella, smoked whole: small, smoky and good with tomatoes and salted egg.',
  'SMK-005': 'Bullet tuna, smoked in chunks: firm, meaty and smoky; try it in sinigang or pasta.',
  'SMK-006': 'Yellowtail scad, smoked whole until golden: a rich, oily smoked fish.',
  'SMK-007': 'Farmed tilapia, brined and smoked: a mild smoked fish that children like.',
  'SMK-008': 'Smoked fish flaked and packed in corn oil: spread on bread, toss into pasta, or eat from the jar.',
};

/** "Dried Danggit (Rabbitfish) 250 g" → "250 g pack". */
export const packSizeOf = (name: string) => {
  const weight = /(\d+)\s*g$/.exec(name)?.[1];
  return weight ? `${weight} g pack` : null;
};
