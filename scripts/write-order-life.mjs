// Writes docs/order-life.md from the order-life table of packages/domain (built first by `npm run order-life`).
import { writeFileSync } from 'node:fs';
import { orderLifeMarkdown } from '../packages/domain/dist/index.js';

const target = new URL('../docs/order-life.md', import.meta.url);
writeFileSync(target, orderLifeMarkdown());
console.log(`Wrote ${target.pathname}`);
