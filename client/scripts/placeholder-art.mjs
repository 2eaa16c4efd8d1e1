/**
 * Generated illustrations for image slots that have no photo yet (client/media/<name>.* wins).
 * Each kind of picture says what it stands for: every facility area has its own scene, every
 * recipe its own dish, every species its own fish, and the certificate badges carry their
 * name in block letters (see art/badges.mjs for why letters are paths). Otherwise text-free:
 * the page gives captions and alt text. The same name always gives the same picture.
 */
import { certificate, certificateOf } from './art/badges.mjs';
import { dishFor } from './art/dishes.mjs';
import { portfolioArt } from './art/portfolio.mjs';
import { halalProductArt, productArt, speciesChart } from './art/products.mjs';
import { sceneFor } from './art/scenes.mjs';

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 900;

function subjectFor(name) {
  const area = name.split('/')[0];
  if (name === 'certifications/halal-product') return halalProductArt();
  if (area === 'certifications') return certificate(certificateOf(name));
  if (area === 'recipes') return dishFor(name);
  if (area === 'products') return productArt(name);
  if (area === 'portfolio') return portfolioArt(name);
  if (name === 'home/species') return speciesChart();
  // A new name without a drawing of its own yet still gets a picture (a pack, rack or tray).
  return sceneFor(name) ?? portfolioArt(name);
}

/** The SVG for one image slot. */
export function placeholderSvg(name) {
  const subject = subjectFor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">
  ${subject}
  <rect x="0" y="0" width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="none" stroke="#1d2a33" stroke-opacity="0.12" stroke-width="8"/>
</svg>`;
}
