import type { Section } from './types';

export const FACILITY: { heading: string; intro: string; areas: Section[] } = {
  heading: 'Our Facility',
  intro:
    'Our plant in Rosario, Cavite is laid out so that fish moves in one direction, from the receiving dock to the dispatch area, with raw and finished products kept apart. Every area is cleaned and sanitized on a written schedule, and temperatures are checked and recorded throughout the day.',
  areas: [
    {
      id: 'building',
      heading: 'The WATERS Building',
      paragraphs: [
        'The WATERS building along General Trias Drive houses our processing lines, cold storage rooms, blast freezer, dry storage, quality control laboratory and offices. Walls and floors are lined with smooth, washable surfaces, windows and doors are screened, and the building is protected by a pest control program.',
        'Workers enter the production areas only through a changing room and a foot bath and hand washing station, wearing clean uniforms, hairnets, masks and boots.',
      ],
      image: {
        src: 'facility/building',
        alt: 'Front view of the WATERS processing plant in Rosario, Cavite',
      },
    },
    {
      id: 'thawing',
      heading: 'Thawing, Washing and Butchering Area',
      paragraphs: [
        'Fresh fish is iced as soon as it arrives, and frozen fish is thawed in cold, running potable water. Fish waiting to be prepared is kept under ice at or below 4 °C. Each fish is washed, scaled, gutted and split or deboned by hand on stainless steel tables.',
        'Knives, cutting boards and tables are washed and sanitized at every break, and fish waste is removed in covered bins to keep the area clean and odor-free.',
      ],
      image: {
        src: 'facility/thawing-washing-butchering',
        alt: 'Workers in white uniforms and hairnets cleaning and splitting bangus on stainless steel tables',
      },
    },
    {
      id: 'drying',
      heading: 'Drying Area',
      paragraphs: [
        'After brining, fish for our dried products is laid out on raised stainless steel and food-grade mesh racks. Our drying area is roofed and screened to keep out dust, insects and birds, while letting in sun and a steady flow of air.',
        'On rainy days and during the habagat season we finish drying in mechanical dryers kept at controlled temperatures, so our danggit, tuyo and dilis reach the same firm, dry texture all year round.',
      ],
      image: {
        src: 'facility/drying-area',
        alt: 'Split danggit arranged on mesh racks in the screened drying area',
      },
    },
    {
      id: 'brine',
      heading: 'Cooking-in / Brine Area',
      paragraphs: [
        'This is where fish is seasoned. Brines for dried and smoked fish are mixed to a measured salt strength and kept chilled, and each batch is timed so the fish absorbs just enough salt. Marinades for daing na bangus, danggit lamayo and bangus tocino are prepared here from vinegar, garlic, spices and sugar.',
        'Fish for tinapa is briefly cooked in brine before smoking, which sets the flesh and seasons it through. Brine temperatures and soaking times are written down for every batch as part of our HACCP plan.',
      ],
      image: {
        src: 'facility/cooking-brine-area',
        alt: 'Stainless steel brine tanks with galunggong soaking before smoking',
      },
    },
    {
      id: 'hot-smoking',
      heading: 'Hot Smoking Area',
      paragraphs: [
        'Our smokehouses are where tinapa gets its golden color. Brined fish is arranged on racks and smoked over hardwood at 70 to 90 °C until cooked through, then cooled quickly before packing.',
        'The smoking chambers are fitted with thermometers, and each load is checked to make sure the fish reaches the required temperature. Ash and soot are cleared daily, and the smoke is vented away from the production floor.',
      ],
      image: {
        src: 'facility/hot-smoking-area',
        alt: 'Racks of golden tinapa inside a WATERS smokehouse',
      },
    },
    {
      id: 'packaging',
      heading: 'Packaging Area',
      paragraphs: [
        'Finished fish is weighed, sorted and packed in a separate, air-conditioned room that only packing staff may enter. Each pack is labeled with the product name, net weight, ingredients, batch code, production and best-before dates, and storage instructions.',
        'Packed goods are checked by quality control before they are moved to dry storage, the chiller at 0 to 4 °C, or the freezer at -18 °C or colder.',
      ],
      image: {
        src: 'facility/packaging-area',
        alt: 'Packing staff weighing and bagging dried fish in the air-conditioned packaging room',
      },
    },
    {
      id: 'vacuum',
      heading: 'Vacuum Packing Area',
      paragraphs: [
        'Marinated and smoked fish are vacuum packed to keep them fresh longer. The machines draw the air out of each pouch and heat-seal it, and every seal is inspected before the pack moves on.',
        'Vacuum-packed products go straight to the blast freezer or chiller, so they stay cold from the moment they are sealed until they leave our plant.',
      ],
      image: {
        src: 'facility/vacuum-packing-area',
        alt: 'Vacuum packing machine sealing pouches of daing na bangus',
      },
    },
  ],
};
