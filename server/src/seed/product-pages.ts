/** One line about each demo product, by ID. */
export const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'DRD-001':
    'Split, salted and sun-dried rabbitfish from the Visayas: crisp and savoury, the classic Filipino breakfast with garlic rice.',
  'DRD-002':
    'Whole salted herring, sun-dried the traditional way. Fry until crisp and serve with tomatoes and vinegar.',
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
  'MAR-001':
    'Boneless milkfish butterflied and marinated in cane vinegar, garlic and pepper, then frozen. Fry straight from the pack once thawed.',
  'MAR-002':
    'Rabbitfish marinated in vinegar and garlic and lightly dried, the Cebu way: tender inside, crisp outside when fried.',
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
