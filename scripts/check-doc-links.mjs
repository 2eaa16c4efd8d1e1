/**
 * Checks the relative links of README.md and docs/*.md: every linked file exists, and every
 * `#anchor` names a heading of its document (GitHub's heading ids). Links to other sites are not
 * fetched. Prints each broken link and exits 1 if there is one.
 *
 *   node scripts/check-doc-links.mjs [file.md …]
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const documents =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => resolve(file))
    : [
        join(root, 'README.md'),
        ...readdirSync(join(root, 'docs'))
          .filter((name) => name.endsWith('.md'))
          .map((name) => join(root, 'docs', name)),
      ];

/** The text outside fenced code blocks and inline code, where links count. */
function prose(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingIds(markdown) {
  const ids = new Set();
  const seen = new Map();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, text] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

const idsOf = new Map();
const idsFor = (file) => {
  if (!idsOf.has(file)) idsOf.set(file, headingIds(readFileSync(file, 'utf8')));
  return idsOf.get(file);
};

const broken = [];
let checked = 0;
for (const document of documents) {
  const text = prose(readFileSync(document, 'utf8'));
  for (const [, target] of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    checked += 1;
    const [path, anchor] = target.split('#', 2);
    const file = path === '' ? document : resolve(dirname(document), decodeURIComponent(path));
    const where = `${relative(root, document)}: ${target}`;
    if (!existsSync(file)) broken.push(`${where} (no such file)`);
    else if (
      anchor !== undefined &&
      (!file.endsWith('.md') || statSync(file).isDirectory() || !idsFor(file).has(decodeURIComponent(anchor)))
    ) {
      broken.push(`${where} (no heading with this anchor)`);
    }
  }
}

for (const line of broken) console.error(line);
console.log(`${checked} relative links checked in ${documents.length} documents, ${broken.length} broken.`);
process.exit(broken.length > 0 ? 1 : 0);
