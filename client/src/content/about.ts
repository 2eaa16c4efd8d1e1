import type { Section } from './types';

export const ABOUT: { heading: string; intro: string; sections: Section[] } = {
  heading: 'About WATERS',
  intro:
    'WATERS is a family-founded fish processor in Rosario, Cavite. For more than two decades we have been making dried, marinated and smoked fish the way Caviteños have always made it, with today’s standards of hygiene and food safety.',
  sections: [
    {
      id: 'history',
      heading: 'Our History',
      paragraphs: [
        'WATERS began in 1998 in a backyard in Rosario, Cavite, a town whose name has long been tied to tinapa. Our founders, a husband and wife from fishing families, smoked galunggong and tamban in a pair of clay-lined smokehouses and sold them at the public markets of Rosario, Noveleta and Kawit. Customers came back for the clean, even smoke and the fish that was never too salty.',
        'As orders from sari-sari stores and market vendors grew, the family added drying racks for danggit and tuyo, and began marinating boneless bangus for neighbors who wanted daing ready for the pan. In 2004 the business moved to its own small plant along General Trias Drive and was registered as WATERS Fish Processing Corporation.',
        'The years that followed were spent learning to do things right. We secured our License to Operate from FDA Philippines, put a Good Manufacturing Practices program in place, trained our staff in HACCP, and added a blast freezer and vacuum packing machines so our marinated and smoked fish could travel farther without losing quality.',
        'Today WATERS employs more than eighty people, most of them from Rosario, Tanza and neighboring towns. Our products are sold in supermarkets and groceries across Luzon, served in restaurants and hotels, and shipped to Filipino communities abroad. The smokehouses are bigger and the rules are stricter, but the recipe is the same one the founders started with.',
      ],
      image: {
        src: 'about/founders-plant',
        alt: 'The WATERS founders standing in front of the first processing plant in Rosario, Cavite',
        caption: 'Our founders in front of the first WATERS plant in Rosario.',
      },
    },
    {
      id: 'mission-vision',
      heading: 'Mission and Vision',
      paragraphs: [
        'Mission: To provide Filipino families, here and abroad, with safe, delicious and affordable dried, marinated and smoked fish, made with care from responsibly sourced Philippine catch, while giving fair livelihood to our workers and the fishing communities we buy from.',
        'Vision: To be the most trusted name in Philippine processed fish, known for products that carry the flavors of Cavite to every table and meet the food safety standards of every market we serve.',
      ],
    },
    {
      id: 'quality-policy',
      heading: 'Quality Policy',
      paragraphs: [
        'WATERS is committed to producing fish products that are safe, wholesome, halal and consistent in taste and quality, and that comply with the requirements of FDA Philippines, BFAR and our customers. To live up to this commitment, we:',
      ],
      bullets: [
        'Buy fresh fish only from accredited suppliers and check every delivery for temperature, freshness and proper handling.',
        'Follow Good Manufacturing Practices and our HACCP plan at every step, from receiving to dispatch.',
        'Keep fish cold throughout processing and monitor brine strength, smoking temperature and storage temperature with written records.',
        'Train every employee in food hygiene, food safety and halal requirements, and refresh that training every year.',
        'Listen to customer feedback and act on every complaint promptly.',
        'Review our processes regularly so that we keep improving.',
      ],
    },
    {
      id: 'management-policy',
      heading: 'Management Policy',
      paragraphs: [
        'The management of WATERS runs the company with honesty and care for the people who depend on it: our customers, our employees, our suppliers and our community. We are guided by these principles:',
      ],
      bullets: [
        'Put food safety first in every decision, ahead of cost and speed.',
        'Provide a safe, clean and respectful workplace, with fair wages and benefits required by Philippine labor law.',
        'Deal fairly with fisherfolk and suppliers, paying on time and sharing good handling practices.',
        'Comply with all laws and regulations, including those on food safety, labor and the environment.',
        'Treat wastewater, manage fish waste responsibly and use energy and water wisely.',
        'Invest in equipment and training so our people can grow along with the company.',
      ],
    },
  ],
};
