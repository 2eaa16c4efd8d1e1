/**
 * Holds docs/contributing.md to the code, so its recipes cannot drift: every repository path it writes
 * in backticks exists (a `<placeholder>` or `*` segment must match at least one entry, `**` any depth),
 * every `npm run <script>` it names is a script of the root package.json or of a workspace's (of that
 * workspace when `--workspace <name>` follows), and each recipe's heading is there. Prints each
 * problem and exits 1 if there is one.
 *
 *   node scripts/check-recipes.mjs [contributing.md]
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const document = process.argv[2] ? resolve(process.argv[2]) : join(root, 'docs', 'contributing.md');
const where = relative(root, document);
const RECIPES = [
  'Add a GraphQL operation',
  'Add a REST route and its OpenAPI entry',
  'Add an event and a subscriber',
  'Add a screen',
];

const problems = [];
const markdown = readFileSync(document, 'utf8');
const lines = markdown.split('\n');

// The root's scripts and each workspace's, by its folder and by its package name.
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const workspaces = (rootPackage.workspaces ?? []).map((folder) => {
  const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  return { names: [folder, `./${folder}`, manifest.name], scripts: Object.keys(manifest.scripts ?? {}) };
});
const rootScripts = Object.keys(rootPackage.scripts ?? {});

/** Whether `pattern` (a repository path, segments possibly `*`, `<name>`, `prefix-*.ts` or `**`) names something that exists. */
function exists(pattern) {
  const segments = pattern.replace(/\/+$/, '').split('/');
  const wildcard = (segment) =>
    new RegExp(
      `^${segment
        .replace(/<[^>]+>/g, '*')
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')}$`,
    );
  const walk = (dir, rest) => {
    if (rest.length === 0) return true;
    const [segment, ...after] = rest;
    if (segment === '**')
      return walk(dir, after) || entries(dir).some((entry) => entry.isDirectory() && walk(join(dir, entry.name), rest));
    if (!/[*<]/.test(segment)) {
      const next = join(dir, segment);
      return existsSync(next) && (after.length === 0 || statSync(next).isDirectory()) && walk(next, after);
    }
    const matcher = wildcard(segment);
    return entries(dir).some(
      (entry) =>
        matcher.test(entry.name) && (after.length === 0 || entry.isDirectory()) && walk(join(dir, entry.name), after),
    );
  };
  return walk(root, segments);
}
function entries(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter(
      (entry) => entry.name !== 'node_modules' && entry.name !== '.git',
    );
  } catch {
    return [];
  }
}

/**
 * Whether an inline code span is a repository path: segments joined by `/` (not a URL path such as
 * `/api/…`, a package such as `@waters/domain` or an address), or a file name of the root such as
 * `codegen.ts`. Recipes write every path from the repository's root.
 */
function isRepositoryPath(code) {
  if (/\s/.test(code) || code.startsWith('/') || code.startsWith('@') || /^[a-z][a-z0-9+.-]*:\/\//i.test(code))
    return false;
  return code.includes('/') || /^[\w.-]+\.(?:ts|tsx|mjs|cjs|js|json|graphql|md|yml|yaml|sh)$/.test(code);
}

let fence = null;
let paths = 0;
let commands = 0;
lines.forEach((line, index) => {
  const at = `${where}:${index + 1}`;
  const opening = /^\s*(```|~~~)/.exec(line);
  if (opening) {
    fence = fence === null ? opening[1] : line.trim().startsWith(fence) ? null : fence;
    return;
  }
  // npm run <script> [--workspace <name> | -w <name>], in prose, inline code and code blocks alike.
  for (const match of line.matchAll(/npm run ([\w:.-]+)((?:\s+--?[\w-]+(?:[ =][^\s`]+)?)*)/g)) {
    commands += 1;
    const [, script, options] = match;
    const workspace = /(?:--workspace|-w)[ =]([^\s`]+)/.exec(options ?? '')?.[1];
    if (workspace !== undefined) {
      const found = workspaces.find((candidate) => candidate.names.includes(workspace));
      if (!found) problems.push(`${at}: npm run ${script} --workspace ${workspace}: no such workspace`);
      else if (!found.scripts.includes(script))
        problems.push(`${at}: npm run ${script}: not a script of workspace ${workspace}`);
    } else if (!rootScripts.includes(script) && !workspaces.some((candidate) => candidate.scripts.includes(script))) {
      problems.push(`${at}: npm run ${script}: not a script of the root package.json or of a workspace`);
    }
  }
  if (fence !== null) return;
  for (const [, code] of line.matchAll(/`([^`\n]+)`/g)) {
    if (!isRepositoryPath(code)) continue;
    paths += 1;
    if (!exists(code)) problems.push(`${at}: \`${code}\` does not exist in the repository`);
  }
});

const headingTexts = lines.map((line) => /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1]).filter(Boolean);
for (const recipe of RECIPES)
  if (!headingTexts.includes(recipe)) problems.push(`${where}: no recipe headed "${recipe}"`);

for (const line of problems) console.error(line);
console.log(
  `${where}: ${paths} repository paths and ${commands} npm scripts checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
);
process.exit(problems.length > 0 ? 1 : 0);
