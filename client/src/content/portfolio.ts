import type { GalleryItem } from './types';

export const PORTFOLIO_INTRO: string =
  'A look at our work over the years: retail packs on store shelves, export cartons bound for Filipino communities abroad, trade fair booths, and everyday production batches of dried, marinated and smoked fish at our Rosario plant.';

export const PORTFOLIO: readonly GalleryItem[] = [
  // Dried (30)
  {
    src: 'portfolio/dried-danggit-retail-pack',
    label: 'Danggit retail pack',
    alt: 'Dried danggit in a clear resealable WATERS retail pack with a printed label',
    productId: 'DRD-001',
  },
  {
    src: 'portfolio/dried-danggit-drying-racks',
    label: 'Danggit on drying racks',
    alt: 'Hundreds of split danggit laid flat on mesh racks under a screened roof',
  },
  {
    src: 'portfolio/dried-danggit-export-cartons',
    label: 'Danggit export cartons',
    alt: 'Sealed corrugated cartons of dried danggit labeled for export',
  },
  {
    src: 'portfolio/dried-tuyo-retail-pack',
    label: 'Tuyo retail pack',
    alt: 'Whole tuyo neatly lined up in a WATERS retail pack',
    productId: 'DRD-002',
  },
  {
    src: 'portfolio/dried-tuyo-market-bundles',
    label: 'Tuyo bundled for the market',
    alt: 'Tuyo tied in small bundles and stacked in trays for market vendors',
  },
  {
    src: 'portfolio/dried-tuyo-brining-batch',
    label: 'Tuyo brining batch',
    alt: 'Fresh herring soaking in a stainless steel brine tank before drying',
  },
  {
    src: 'portfolio/dried-dilis-retail-pack',
    label: 'Dilis retail pack',
    alt: 'Small silver dried anchovies in a WATERS 200 g retail pack',
    productId: 'DRD-003',
  },
  {
    src: 'portfolio/dried-dilis-sorting',
    label: 'Sorting dilis by size',
    alt: 'Workers in hairnets sorting dried anchovies by size on a stainless steel table',
  },
  {
    src: 'portfolio/dried-dilis-bulk-bags',
    label: 'Dilis in bulk bags',
    alt: 'Food-grade bulk bags of dried anchovies ready for food service customers',
  },
  {
    src: 'portfolio/dried-pusit-retail-pack',
    label: 'Dried pusit retail pack',
    alt: 'Flattened dried squid in a WATERS retail pack',
    productId: 'DRD-004',
  },
  {
    src: 'portfolio/dried-pusit-drying',
    label: 'Pusit drying in the sun',
    alt: 'Opened squid hung on lines in the screened drying area',
  },
  {
    src: 'portfolio/dried-espada-retail-pack',
    label: 'Dried espada retail pack',
    alt: 'Long strips of dried hairtail in a WATERS retail pack',
    productId: 'DRD-005',
  },
  {
    src: 'portfolio/dried-espada-drying-lines',
    label: 'Espada on drying lines',
    alt: 'Silvery hairtail fillets hung in rows on drying lines',
  },
  {
    src: 'portfolio/dried-sapsap-retail-pack',
    label: 'Dried sapsap retail pack',
    alt: 'Small round dried ponyfish in a WATERS retail pack',
    productId: 'DRD-006',
  },
  {
    src: 'portfolio/dried-biya-retail-pack',
    label: 'Dried biya retail pack',
    alt: 'Small dried gobies in a WATERS retail pack',
    productId: 'DRD-007',
  },
  {
    src: 'portfolio/dried-hibe-retail-pack',
    label: 'Hibe retail pack',
    alt: 'Orange-pink dried small shrimp in a WATERS 100 g pack',
    productId: 'DRD-008',
  },
  {
    src: 'portfolio/dried-hibe-sorting',
    label: 'Cleaning and sorting hibe',
    alt: 'Dried small shrimp spread on a table while workers pick out shells and debris',
  },
  {
    src: 'portfolio/dried-galunggong-retail-pack',
    label: 'Dried galunggong retail pack',
    alt: 'Split and salted round scad in a WATERS retail pack',
    productId: 'DRD-009',
  },
  {
    src: 'portfolio/dried-galunggong-split-batch',
    label: 'Galunggong split for drying',
    alt: 'Trays of freshly split galunggong ready for brining',
  },
  {
    src: 'portfolio/dried-alumahan-retail-pack',
    label: 'Dried alumahan retail pack',
    alt: 'Butterflied dried Indian mackerel in a WATERS retail pack',
    productId: 'DRD-010',
  },
  {
    src: 'portfolio/dried-dalagang-bukid-retail-pack',
    label: 'Dried dalagang bukid pack',
    alt: 'Dried fusilier with pinkish skin in a WATERS retail pack',
    productId: 'DRD-011',
  },
  {
    src: 'portfolio/dried-tamban-retail-pack',
    label: 'Dried tamban retail pack',
    alt: 'Whole dried sardinella in a WATERS retail pack',
    productId: 'DRD-012',
  },
  {
    src: 'portfolio/dried-tamban-production-batch',
    label: 'Tamban production batch',
    alt: 'A full rack of salted tamban drying on a bright morning',
  },
  {
    src: 'portfolio/dried-assorted-gift-box',
    label: 'Assorted dried fish gift box',
    alt: 'Gift box holding packs of danggit, dilis, pusit and hibe',
  },
  {
    src: 'portfolio/dried-pasalubong-packs',
    label: 'Pasalubong packs',
    alt: 'Small sealed packs of dried fish arranged as pasalubong for travelers',
  },
  {
    src: 'portfolio/dried-supermarket-shelf',
    label: 'Supermarket shelf display',
    alt: 'WATERS dried fish packs stocked on a supermarket shelf',
  },
  {
    src: 'portfolio/dried-trade-fair-booth',
    label: 'Trade fair booth, dried line',
    alt: 'WATERS booth at a food trade fair showing the dried fish line',
  },
  {
    src: 'portfolio/dried-export-pallets',
    label: 'Palletized export cartons',
    alt: 'Shrink-wrapped pallets of dried fish cartons in the dispatch area',
  },
  {
    src: 'portfolio/dried-mechanical-dryer-batch',
    label: 'Mechanical dryer batch',
    alt: 'Trays of fish being loaded into a mechanical dryer on a rainy day',
  },
  {
    src: 'portfolio/dried-quality-check',
    label: 'Quality check on dried fish',
    alt: 'Quality control staff weighing and inspecting a sample of dried fish',
  },

  // Marinated (12)
  {
    src: 'portfolio/marinated-daing-na-bangus-pack',
    label: 'Daing na bangus pack',
    alt: 'Vacuum-packed boneless milkfish in garlic and vinegar marinade',
    productId: 'MAR-001',
  },
  {
    src: 'portfolio/marinated-bangus-butterflied',
    label: 'Butterflied bangus for daing',
    alt: 'Workers deboning and butterflying milkfish on stainless steel tables',
  },
  {
    src: 'portfolio/marinated-daing-na-bangus-fried',
    label: 'Daing na bangus, fried',
    alt: 'Golden fried daing na bangus served with garlic rice, egg and tomatoes',
  },
  {
    src: 'portfolio/marinated-danggit-lamayo-pack',
    label: 'Danggit lamayo pack',
    alt: 'Vacuum-packed marinated rabbitfish with visible garlic and peppercorns',
    productId: 'MAR-002',
  },
  {
    src: 'portfolio/marinated-danggit-lamayo-fried',
    label: 'Danggit lamayo, fried',
    alt: 'Crisp fried danggit lamayo on a plate with spiced vinegar',
  },
  {
    src: 'portfolio/marinated-bangus-tocino-pack',
    label: 'Bangus tocino pack',
    alt: 'Vacuum-packed sweet-cured milkfish fillets with a red tocino glaze',
    productId: 'MAR-003',
  },
  {
    src: 'portfolio/marinated-bangus-tocino-silog',
    label: 'Bangus tocino silog plate',
    alt: 'Caramelized bangus tocino with fried rice, egg and atchara',
  },
  {
    src: 'portfolio/marinated-marinade-preparation',
    label: 'Preparing the marinade',
    alt: 'Staff mixing vinegar, crushed garlic and peppercorns in a large stainless steel vat',
  },
  {
    src: 'portfolio/marinated-vacuum-sealed-batch',
    label: 'Vacuum-sealed batch',
    alt: 'Rows of freshly sealed marinated milkfish pouches on a packing table',
  },
  {
    src: 'portfolio/marinated-blast-freezer-batch',
    label: 'Into the blast freezer',
    alt: 'Racks of marinated fish packs being rolled into the blast freezer',
  },
  {
    src: 'portfolio/marinated-frozen-export-cartons',
    label: 'Frozen export cartons',
    alt: 'Insulated cartons of frozen marinated fish labeled for export',
  },
  {
    src: 'portfolio/marinated-food-expo-sampling',
    label: 'Food expo sampling',
    alt: 'WATERS staff serving bite-sized pieces of fried daing na bangus at a food expo',
  },

  // Smoked (26)
  {
    src: 'portfolio/smoked-tinapang-bangus-pack',
    label: 'Tinapang bangus pack',
    alt: 'Whole golden smoked milkfish in a WATERS vacuum pack',
    productId: 'SMK-001',
  },
  {
    src: 'portfolio/smoked-tinapang-bangus-smokehouse',
    label: 'Bangus in the smokehouse',
    alt: 'Whole milkfish on racks inside a smokehouse, turning golden in the smoke',
  },
  {
    src: 'portfolio/smoked-boneless-bangus-pack',
    label: 'Smoked boneless bangus pack',
    alt: 'Butterflied boneless smoked milkfish in a WATERS vacuum pack',
    productId: 'SMK-002',
  },
  {
    src: 'portfolio/smoked-boneless-bangus-deboning',
    label: 'Deboning bangus',
    alt: 'A worker removing the fine bones of milkfish with tweezers',
  },
  {
    src: 'portfolio/smoked-tinapang-galunggong-pack',
    label: 'Tinapang galunggong pack',
    alt: 'Whole smoked round scad in a WATERS 500 g pack',
    productId: 'SMK-003',
  },
  {
    src: 'portfolio/smoked-tinapang-galunggong-racks',
    label: 'Galunggong on smoking racks',
    alt: 'Brined galunggong arranged head to tail on wire smoking racks',
  },
  {
    src: 'portfolio/smoked-tinapa-bilao',
    label: 'Tinapa on a bilao',
    alt: 'Freshly smoked tinapa arranged on a round woven bilao',
  },
  {
    src: 'portfolio/smoked-tinapang-tamban-pack',
    label: 'Tinapang tamban pack',
    alt: 'Small smoked sardinella lined up in a WATERS 500 g pack',
    productId: 'SMK-004',
  },
  {
    src: 'portfolio/smoked-tinapang-tamban-batch',
    label: 'Tamban smoking batch',
    alt: 'A full smokehouse load of tamban fresh out of the smoke',
  },
  {
    src: 'portfolio/smoked-tulingan-pack',
    label: 'Smoked tulingan pack',
    alt: 'Whole smoked bullet tuna with dark golden skin in a WATERS pack',
    productId: 'SMK-005',
  },
  {
    src: 'portfolio/smoked-tulingan-smoking',
    label: 'Tulingan in the smoke',
    alt: 'Bullet tuna on racks in a smoke-filled chamber',
  },
  {
    src: 'portfolio/smoked-salay-salay-pack',
    label: 'Smoked salay-salay pack',
    alt: 'Whole smoked yellowtail scad in a WATERS pack',
    productId: 'SMK-006',
  },
  {
    src: 'portfolio/smoked-tilapia-pack',
    label: 'Smoked tilapia pack',
    alt: 'Whole smoked tilapia with golden-brown skin in a WATERS pack',
    productId: 'SMK-007',
  },
  {
    src: 'portfolio/smoked-tilapia-racks',
    label: 'Tilapia on smoking racks',
    alt: 'Rows of tilapia on racks being wheeled into the smokehouse',
  },
  {
    src: 'portfolio/smoked-tinapa-flakes-jar',
    label: 'Tinapa flakes jar',
    alt: 'Glass jar of tinapa flakes in corn oil with the WATERS label',
    productId: 'SMK-008',
  },
  {
    src: 'portfolio/smoked-tinapa-flakes-filling',
    label: 'Filling tinapa flakes jars',
    alt: 'Staff filling glass jars with flaked smoked fish and corn oil',
  },
  {
    src: 'portfolio/smoked-tinapa-flakes-gift-set',
    label: 'Tinapa flakes gift set',
    alt: 'Gift set of three jars of tinapa flakes in a kraft paper box',
  },
  {
    src: 'portfolio/smoked-brine-cooking-batch',
    label: 'Brine cooking before smoking',
    alt: 'Fish being lowered into a tank of hot brine before smoking',
  },
  {
    src: 'portfolio/smoked-cooling-racks',
    label: 'Cooling after smoking',
    alt: 'Freshly smoked fish cooling on racks before packing',
  },
  {
    src: 'portfolio/smoked-vacuum-packs',
    label: 'Vacuum-packed tinapa',
    alt: 'A tray of vacuum-sealed tinapa packs ready for inspection',
  },
  {
    src: 'portfolio/smoked-retail-display',
    label: 'Chiller display in a grocery',
    alt: 'WATERS smoked fish packs in a supermarket chiller',
  },
  {
    src: 'portfolio/smoked-export-cartons',
    label: 'Smoked fish export cartons',
    alt: 'Stacked cartons of frozen smoked fish with export labels',
  },
  {
    src: 'portfolio/smoked-trade-fair-booth',
    label: 'Trade fair booth, smoked line',
    alt: 'WATERS booth at a food trade fair with tinapa displayed on bilao',
  },
  {
    src: 'portfolio/smoked-cooking-demo',
    label: 'Tinapa cooking demonstration',
    alt: 'A cook demonstrating tinapa fried rice to visitors at a food fair',
  },
  {
    src: 'portfolio/smoked-hardwood-fuel',
    label: 'Hardwood for the smokehouse',
    alt: 'Neatly stacked hardwood and sawdust used to fuel the smokehouses',
  },
  {
    src: 'portfolio/smoked-assorted-platter',
    label: 'Assorted tinapa platter',
    alt: 'Platter of smoked bangus, galunggong, tamban and tulingan with tomatoes and salted egg',
  },
];
