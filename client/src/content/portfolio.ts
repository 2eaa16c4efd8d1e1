import type { GalleryItem } from './types';

export const PORTFOLIO_INTRO: string =
  'A look at our work: retail packs, drying racks and lines, brine tanks, the smokehouse, export cartons, store shelves and trade fair booths, and a few of our products on the table, from dried, marinated and smoked fish made at our Rosario plant.';

/**
 * Every piece is its own drawing (client/scripts/art/portfolio.mjs lists what each shows), and its
 * alt text says what is in it.
 */
export const PORTFOLIO: readonly GalleryItem[] = [
  // Dried (13)
  {
    src: 'portfolio/dried-danggit-retail-pack',
    label: 'Danggit retail pack',
    alt: 'Three split dried danggit in a clear WATERS retail pack with an amber seal strip and a label',
    productId: 'DRD-001',
  },
  {
    src: 'portfolio/dried-danggit-drying-racks',
    label: 'Danggit on drying racks',
    alt: 'Rows of split danggit laid flat on two mesh drying racks under a screened roof',
  },
  {
    src: 'portfolio/dried-danggit-export-cartons',
    label: 'Danggit export cartons',
    alt: 'Nine corrugated cartons of dried danggit, each marked with the fish, stacked on a pallet for export',
  },
  {
    src: 'portfolio/dried-dilis-retail-pack',
    label: 'Dilis retail pack',
    alt: 'Rows of small silver dried dilis (anchovies) in a clear WATERS retail pack',
    productId: 'DRD-003',
  },
  {
    src: 'portfolio/dried-dilis-sorting',
    label: 'Sorting dilis',
    alt: 'Two workers in hairnets sorting a heap of dried dilis on a stainless steel table, with a bin at each end',
  },
  {
    src: 'portfolio/dried-tuyo-brining-batch',
    label: 'Tuyo brining batch',
    alt: 'Fresh tuyo (herring) soaking in a stainless steel brine tank before drying',
  },
  {
    src: 'portfolio/dried-pusit-drying',
    label: 'Pusit drying in the sun',
    alt: 'Opened pusit (squid) hung in two rows on drying lines under the sun',
  },
  {
    src: 'portfolio/dried-espada-drying-lines',
    label: 'Espada on drying lines',
    alt: 'Long silvery espada (hairtail) hung in two rows on drying lines under the sun',
  },
  {
    src: 'portfolio/dried-hibe-retail-pack',
    label: 'Hibe retail pack',
    alt: 'Orange-pink dried hibe (small shrimp) in a clear WATERS retail pack',
    productId: 'DRD-008',
  },
  {
    src: 'portfolio/dried-galunggong-split-batch',
    label: 'Galunggong split for drying',
    alt: 'Nine steel trays of freshly split galunggong, seen from above, ready for brining',
  },
  {
    src: 'portfolio/dried-assorted-gift-box',
    label: 'Assorted dried fish gift box',
    alt: 'An open gift box seen from above holding packs of danggit, dilis, pusit and hibe',
  },
  {
    src: 'portfolio/dried-supermarket-shelf',
    label: 'Supermarket shelf display',
    alt: 'WATERS packs of dried tuyo, dalagang bukid and alumahan stocked on three supermarket shelf rows',
  },
  {
    src: 'portfolio/dried-trade-fair-booth',
    label: 'Trade fair booth, dried line',
    alt: 'A WATERS trade fair booth under a blue banner, with packs of dried danggit, dilis and espada on the table and a member of staff',
  },

  // Marinated (7)
  {
    src: 'portfolio/marinated-daing-na-bangus-pack',
    label: 'Daing na bangus pack',
    alt: 'A butterflied bangus (milkfish) in garlic and vinegar marinade in a clear WATERS pack',
    productId: 'MAR-001',
  },
  {
    src: 'portfolio/marinated-daing-na-bangus-fried',
    label: 'Daing na bangus, fried',
    alt: 'Golden fried daing na bangus on a plate with rice, a fried egg and tomatoes',
  },
  {
    src: 'portfolio/marinated-danggit-lamayo-pack',
    label: 'Danggit lamayo pack',
    alt: 'Two marinated danggit with visible garlic and peppercorns in a clear WATERS pack',
    productId: 'MAR-002',
  },
  {
    src: 'portfolio/marinated-bangus-tocino-pack',
    label: 'Bangus tocino pack',
    alt: 'Two sweet-cured butterflied bangus fillets with a red tocino glaze in a clear WATERS pack',
    productId: 'MAR-003',
  },
  {
    src: 'portfolio/marinated-marinade-preparation',
    label: 'Preparing the marinade',
    alt: 'A worker stirring vinegar, crushed garlic and peppercorns in a large stainless steel vat',
  },
  {
    src: 'portfolio/marinated-blast-freezer-batch',
    label: 'Into the blast freezer',
    alt: 'A trolley of vacuum-packed marinated bangus at the frosted door of the blast freezer',
  },
  {
    src: 'portfolio/marinated-frozen-export-cartons',
    label: 'Frozen export cartons',
    alt: 'Six insulated white cartons of frozen marinated bangus with blue bands, stacked for export',
  },

  // Smoked (10)
  {
    src: 'portfolio/smoked-tinapang-bangus-pack',
    label: 'Tinapang bangus pack',
    alt: 'A whole golden smoked bangus (milkfish) in a clear WATERS pack',
    productId: 'SMK-001',
  },
  {
    src: 'portfolio/smoked-tinapang-bangus-smokehouse',
    label: 'Bangus in the smokehouse',
    alt: 'Whole bangus hanging in three rows inside a dark smokehouse over the glow of the fire',
  },
  {
    src: 'portfolio/smoked-tulingan-pack',
    label: 'Smoked tulingan pack',
    alt: 'Two whole smoked tulingan (bullet tuna) with dark golden skin in a clear WATERS pack',
    productId: 'SMK-005',
  },
  {
    src: 'portfolio/smoked-tilapia-pack',
    label: 'Smoked tilapia pack',
    alt: 'Two whole smoked tilapia with golden-brown skin in a clear WATERS pack',
    productId: 'SMK-007',
  },
  {
    src: 'portfolio/smoked-tinapa-bilao',
    label: 'Tinapa on a bilao',
    alt: 'Smoked galunggong and tamban arranged in a ring on a round woven bilao',
  },
  {
    src: 'portfolio/smoked-tinapa-flakes-jar',
    label: 'Tinapa flakes jar',
    alt: 'A glass jar of tinapa flakes in oil with a red lid and the WATERS label',
    productId: 'SMK-008',
  },
  {
    src: 'portfolio/smoked-tinapa-flakes-gift-set',
    label: 'Tinapa flakes gift set',
    alt: 'Gift set of three jars of tinapa flakes in a kraft paper box with a red ribbon',
  },
  {
    src: 'portfolio/smoked-retail-display',
    label: 'Chiller display in a grocery',
    alt: 'WATERS packs of smoked bangus, galunggong and tilapia behind the glass door of a grocery chiller',
  },
  {
    src: 'portfolio/smoked-hardwood-fuel',
    label: 'Hardwood for the smokehouse',
    alt: 'Stacked hardwood logs and sacks of sawdust used to fuel the smokehouses',
  },
  {
    src: 'portfolio/smoked-assorted-platter',
    label: 'Assorted tinapa platter',
    alt: 'Platter of smoked bangus, galunggong, tamban and tulingan with tomatoes and salted egg halves',
  },
];
