import type { ImageRef, TabItem } from './types';

export interface HomeCategory {
  readonly id: 'dried' | 'marinated' | 'smoked';
  readonly title: string;
  readonly text: string;
  readonly image: ImageRef;
}

export interface HomeContent {
  readonly hero: { readonly heading: string; readonly lead: string };
  readonly video: { readonly title: string; readonly caption: string };
  readonly certified: {
    readonly heading: string;
    readonly intro: string;
    readonly images: readonly ImageRef[];
  };
  readonly categories: { readonly heading: string; readonly items: readonly HomeCategory[] };
  readonly species: { readonly heading: string; readonly text: string; readonly image: ImageRef };
  readonly terms: { readonly heading: string; readonly tabs: readonly TabItem[]; readonly defaultKey: string };
  readonly certifications: {
    readonly heading: string;
    readonly tabs: readonly TabItem[];
    readonly defaultKey: string;
  };
}

export const HOME: HomeContent = {
  hero: {
    heading: 'The taste of the Cavite coast, carefully preserved',
    lead: 'From our plant in Rosario, Cavite, WATERS turns the morning catch into dried, marinated and smoked fish that Filipino families have trusted for generations: crisp danggit, golden tinapa, and daing na bangus ready for the pan. Every pack is made in a certified, temperature-controlled facility so that what reaches your table is as safe as it is delicious.',
  },
  video: {
    title: 'Inside WATERS: from the fish port to your plate',
    caption:
      'Follow a day at our Rosario plant, from receiving fresh bangus and galunggong at dawn to brining, drying, smoking and vacuum packing.',
  },
  certified: {
    heading: '100% Certified',
    intro:
      'Every WATERS product is made in a facility that holds a License to Operate from the Food and Drug Administration (FDA) Philippines, follows Good Manufacturing Practices, runs a HACCP food safety plan, and is certified HALAL by a Philippine halal certifying body accredited by the National Commission on Muslim Filipinos.',
    images: [
      {
        src: 'certifications/haccp',
        alt: 'HACCP certification seal awarded to the WATERS processing plant',
      },
      {
        src: 'certifications/halal',
        alt: 'HALAL certification seal from a Philippine halal certifying body',
      },
    ],
  },
  categories: {
    heading: 'Fish Preservation Categories',
    items: [
      {
        id: 'dried',
        title: 'Dried Fish',
        text: 'Danggit, tuyo, dilis, pusit and more, salted just enough and dried until firm, so they keep well in the pantry and fry up crisp for a classic Filipino breakfast with sinangag and sawsawang suka.',
        image: {
          src: 'categories/dried',
          alt: 'Split danggit and whole tuyo laid out on drying racks',
        },
      },
      {
        id: 'marinated',
        title: 'Marinated Fish',
        text: 'Boneless bangus and danggit soaked in vinegar, garlic and peppercorns, or sweet-cured into bangus tocino, then frozen at their freshest so they go straight from the freezer to the pan.',
        image: {
          src: 'categories/marinated',
          alt: 'Butterflied daing na bangus in a garlic and vinegar marinade',
        },
      },
      {
        id: 'smoked',
        title: 'Smoked Fish',
        text: 'Tinapang bangus, galunggong and tamban, smoked over hardwood until golden brown, with a gentle smoky flavor that is delicious on its own, flaked into rice, or tossed into pasta and salads.',
        image: {
          src: 'categories/smoked',
          alt: 'Rows of golden-brown tinapa fresh from the smokehouse',
        },
      },
    ],
  },
  species: {
    heading: 'The fish we work with',
    text: 'WATERS processes more than a dozen species caught in Philippine waters or raised in local fishponds and fish cages, among them bangus (milkfish), galunggong (round scad), tamban (sardinella), danggit (rabbitfish), dilis (anchovies), tulingan (bullet tuna), alumahan (Indian mackerel) and tilapia. We buy from suppliers who follow the fishing seasons and closed-season rules set by BFAR, and we check every lot for freshness before it enters the plant.',
    image: {
      src: 'home/species',
      alt: 'Illustrated chart of eight fish species WATERS processes: bangus, galunggong, tamban, danggit, dilis, tulingan, alumahan and tilapia',
    },
  },
  terms: {
    heading: 'Some Terms You Might Want to Know',
    tabs: [
      {
        key: 'brining',
        title: 'Brining',
        paragraphs: [
          'Brining is soaking fish in a solution of salt and water before it is dried, smoked or frozen. The salt draws out some moisture, firms up the flesh, seasons the fish evenly and slows the growth of spoilage bacteria.',
          'At WATERS we mix our brine to a measured strength for each product and keep it chilled, so a small tamban and a large bangus each get exactly the salt they need.',
        ],
      },
      {
        key: 'smoking',
        title: 'Smoking',
        paragraphs: [
          'Smoking preserves and flavors fish by exposing it to smoke from smoldering wood. The smoke coats the fish with natural compounds that give it color and aroma and help keep it from spoiling, while the heat and air dry its surface.',
          'Smoking has two main forms, cold smoking and hot smoking, which differ in the temperature of the smoke and in whether the fish is cooked.',
        ],
      },
      {
        key: 'cold-smoking',
        title: 'Cold Smoking',
        paragraphs: [
          'In cold smoking the fish is kept at a low temperature, from 30 to 60 °C, for several hours. The fish takes on a smoky flavor and dries slowly without being fully cooked, so the flesh stays tender.',
          'Because cold-smoked fish is not cooked through, it must be brined properly, kept chilled and cooked or handled as the label directs.',
        ],
      },
      {
        key: 'hot-smoking',
        title: 'Hot Smoking',
        paragraphs: [
          'In hot smoking the fish is smoked at 70 to 90 °C, hot enough to cook it all the way through while it absorbs the smoke. This is how traditional tinapa is made: the fish comes out golden brown, moist and ready to eat.',
          'Hot-smoked fish can be eaten as it is, warmed briefly in a pan, or flaked into rice, pasta, omelets and salads.',
        ],
      },
      {
        key: 'vacuum-packaging',
        title: 'Vacuum Packaging',
        paragraphs: [
          'Vacuum packaging removes the air from the pack before it is heat-sealed. With little oxygen left, the fish does not oxidize or turn rancid as quickly, freezer burn is prevented, and the pack takes up less space.',
          'Vacuum packing extends shelf life but does not replace refrigeration. Keep our vacuum-packed marinated and smoked products chilled or frozen as stated on the label.',
        ],
      },
    ],
    defaultKey: 'brining',
  },
  certifications: {
    heading: 'Certifications',
    tabs: [
      {
        key: 'gmp',
        title: 'GMP',
        paragraphs: [
          'Good Manufacturing Practices (GMP) are the basic rules that keep food production clean and consistent: sanitary buildings and equipment, clean water, pest control, trained and healthy workers, and written procedures for every step.',
          'Our GMP program is the foundation of our License to Operate from FDA Philippines and is checked regularly through internal audits and inspections.',
        ],
        image: {
          src: 'certifications/gmp',
          alt: 'GMP (Good Manufacturing Practices) certificate issued to WATERS',
        },
      },
      {
        key: 'haccp',
        title: 'HACCP',
        paragraphs: [
          'Hazard Analysis and Critical Control Points (HACCP) is an internationally recognized system for preventing food safety hazards before they happen. We identify the points in our process where a hazard could arise, such as receiving temperature, brine strength, smoking temperature and cold storage, and monitor each one with set limits and records.',
          'Our HACCP plan is reviewed whenever we add a product or change a process, and our plant is inspected by the Bureau of Fisheries and Aquatic Resources (BFAR).',
        ],
        image: {
          src: 'certifications/haccp',
          alt: 'HACCP certificate issued to the WATERS processing plant',
        },
      },
      {
        key: 'halal',
        title: 'HALAL',
        paragraphs: [
          'WATERS is HALAL certified by a Philippine halal certifying body accredited by the National Commission on Muslim Filipinos. Our ingredients, processes, cleaning agents and packaging are reviewed to make sure they meet halal requirements.',
          'Certification is renewed through regular audits of our plant and our records.',
        ],
        image: {
          src: 'certifications/halal',
          alt: 'HALAL certificate issued to WATERS by a Philippine halal certifying body',
        },
      },
      {
        key: 'halal-product',
        title: 'HALAL Certified Product',
        paragraphs: [
          'Each WATERS product line is listed on our halal certificate and carries the halal logo on its label, so Muslim consumers and institutional buyers can choose our dried, marinated and smoked fish with confidence.',
          'Our halal-certified products are also accepted by buyers who require halal compliance for export.',
        ],
        image: {
          src: 'certifications/halal-product',
          alt: 'WATERS product pack showing the HALAL certified logo on its label',
        },
      },
    ],
    defaultKey: 'gmp',
  },
};
