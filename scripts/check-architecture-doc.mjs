/**
 * Holds docs/architecture.md to the code. Its tables under the headings "Domain events", "Server
 * modules" and "Client features" name, in backticks in their first column, every type of the
 * DomainEvent union (server/src/platform/events/domain-events.ts), every folder of
 * server/src/modules/ and every folder of client/src/features/, and nothing else; a path anywhere in
 * the document through modules/<name>/ or features/<name>/ names an existing folder. Prints each
 * problem and exits 1 if there is one.
 *
 *   node scripts/check-architecture-doc.mjs [architecture.md]
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const document = process.argv[2] ? resolve(process.argv[2]) : join(root, 'docs', 'architecture.md');
const EVENTS_FILE = 'server/src/platform/events/domain-events.ts';
const MODULES_DIR = 'server/src/modules';
const FEATURES_DIR = 'client/src/features';

const problems = [];
const where = relative(root, document);

const foldersOf = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .map((entry) => entry.name)
    .sort();

/** TypeScript source without its comments (strings and template literals kept as they are). */
function withoutComments(source) {
  let out = '';
  for (let i = 0; i < source.length;) {
    const char = source[i];
    if (char === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (char === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
      out += ' ';
    } else if (char === "'" || char === '"' || char === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

/**
 * The body of the declaration of `name` in `source`: a type alias from after its `=` to its `;` at
 * depth 0, or an interface from after its name (an `extends` clause included) to its closing brace.
 */
function declarationBody(source, name) {
  const alias = new RegExp(`(?<![\\w$])type\\s+${name}(?:\\s*<[^=]*>)?\\s*=`).exec(source);
  const face = alias ? null : new RegExp(`(?<![\\w$])interface\\s+${name}(?![\\w$])`).exec(source);
  const start = alias ?? face;
  if (!start) return null;
  const from = start.index + start[0].length;
  let depth = 0;
  for (let i = from; i < source.length; i += 1) {
    const char = source[i];
    if (char === "'" || char === '"' || char === '`') {
      i += 1;
      while (i < source.length && source[i] !== char) i += source[i] === '\\' ? 2 : 1;
    } else if ('{(['.includes(char)) depth += 1;
    else if ('})]'.includes(char)) {
      depth -= 1;
      if (face && depth === 0) return source.slice(from, i + 1);
    } else if (alias && char === ';' && depth === 0) return source.slice(from, i);
  }
  return source.slice(from);
}

/**
 * The `type` literals of a union's members: `{ readonly type: 'X'; … }` written in the union (at its
 * first brace level, so a nested object's `type` field does not count), also inside `( … & …)`, and
 * the members named by an interface or type alias of the same file, followed the same way.
 */
function eventTypes(source, name, seen = new Set()) {
  if (seen.has(name)) return [];
  seen.add(name);
  const body = declarationBody(source, name);
  if (body === null) return [];
  const types = [];
  let depth = 0;
  let outer = '';
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (char === "'" || char === '"' || char === '`') {
      let j = i + 1;
      while (j < body.length && body[j] !== char) j += body[j] === '\\' ? 2 : 1;
      if (depth === 0) outer += body.slice(i, j + 1);
      i = j;
      continue;
    }
    if (char === '{') {
      depth += 1;
      if (depth === 1) {
        let end = i + 1;
        for (let inner = 1; end < body.length && inner > 0; end += 1) {
          const quote = body[end];
          if (quote === "'" || quote === '"' || quote === '`') {
            end += 1;
            while (end < body.length && body[end] !== quote) end += body[end] === '\\' ? 2 : 1;
          } else if (quote === '{') inner += 1;
          else if (quote === '}') inner -= 1;
        }
        const literal = body.slice(i + 1, end - 1);
        // Only the member's own fields: blank out nested objects first.
        let flat = literal;
        while (/\{[^{}]+\}/.test(flat)) flat = flat.replace(/\{[^{}]+\}/g, '{}');
        for (const match of flat.matchAll(/(?:^|[;,\s])(?:readonly\s+)?type\??\s*:\s*(['"])([A-Za-z_$][\w$]*)\1/g))
          types.push(match[2]);
        i = end - 1;
        depth = 0;
        continue;
      }
    }
    if (depth === 0) outer += char;
  }
  // Members named rather than written: follow the names declared in this file.
  for (const [identifier] of outer.matchAll(/[A-Za-z_$][\w$]*/g)) {
    if (
      [
        'readonly',
        'typeof',
        'keyof',
        'extends',
        'infer',
        'string',
        'number',
        'boolean',
        'null',
        'undefined',
        'never',
        'unknown',
      ].includes(identifier)
    )
      continue;
    types.push(...eventTypes(source, identifier, seen));
  }
  return types;
}

/** Headings of a Markdown text (outside fenced code) with their level and line index. */
function headings(lines) {
  const found = [];
  let fence = null;
  lines.forEach((line, index) => {
    const opening = /^(```|~~~)/.exec(line);
    if (opening) fence = fence === null ? opening[1] : line.startsWith(fence) ? null : fence;
    else if (fence === null) {
      const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
      if (match) found.push({ level: match[1].length, text: match[2], index });
    }
  });
  return found;
}

/** The backticked names in the first column of the tables of the section headed `title`. */
function listed(markdown, title) {
  const lines = markdown.split('\n');
  const all = headings(lines);
  const at = all.findIndex((heading) => heading.text.toLowerCase() === title.toLowerCase());
  if (at === -1) {
    problems.push(`${where}: no heading "${title}" (its table lists them)`);
    return null;
  }
  const end = all.slice(at + 1).find((heading) => heading.level <= all[at].level)?.index ?? lines.length;
  const names = [];
  let header = true;
  for (const [offset, line] of lines.slice(all[at].index + 1, end).entries()) {
    if (!line.startsWith('|')) {
      header = true;
      continue;
    }
    if (/^\|[\s:|-]+\|\s*$/.test(line)) continue;
    if (header) {
      header = false;
      continue;
    }
    const cell = line.split('|')[1];
    const match = /`([^`]+)`/.exec(cell);
    if (!match)
      problems.push(
        `${where}:${all[at].index + offset + 2}: a row of "${title}" without a name in backticks in its first column`,
      );
    else names.push(match[1].trim());
  }
  if (names.length === 0) problems.push(`${where}: the section "${title}" has no table rows`);
  return names;
}

function compare(title, names, actual, what) {
  if (names === null) return;
  const seen = new Set();
  for (const name of names) {
    if (seen.has(name)) problems.push(`${where}: "${title}" lists \`${name}\` twice`);
    seen.add(name);
    if (!actual.includes(name)) problems.push(`${where}: "${title}" lists \`${name}\`, which is not ${what}`);
  }
  for (const name of actual) if (!seen.has(name)) problems.push(`${where}: "${title}" misses \`${name}\` (${what})`);
}

const markdown = readFileSync(document, 'utf8');
const events = [
  ...new Set(eventTypes(withoutComments(readFileSync(join(root, EVENTS_FILE), 'utf8')), 'DomainEvent')),
].sort();
if (events.length === 0)
  problems.push(
    `${EVENTS_FILE}: no event types read from the DomainEvent union (update the reader in scripts/check-architecture-doc.mjs)`,
  );
const modules = foldersOf(MODULES_DIR);
const features = foldersOf(FEATURES_DIR);

compare(
  'Domain events',
  listed(markdown, 'Domain events'),
  events,
  `a type of the DomainEvent union in ${EVENTS_FILE}`,
);
compare('Server modules', listed(markdown, 'Server modules'), modules, `a folder of ${MODULES_DIR}/`);
compare('Client features', listed(markdown, 'Client features'), features, `a folder of ${FEATURES_DIR}/`);

// Paths elsewhere in the document: modules/<name>/… and features/<name>/… name existing folders (or, with a dot, files).
markdown.split('\n').forEach((line, index) => {
  for (const [, kind, name] of line.matchAll(/(?<![\w-])(modules|features)\/([A-Za-z0-9._-]+)(?=[/`\s),;:]|$)/g)) {
    const actual = kind === 'modules' ? modules : features;
    const dir = kind === 'modules' ? MODULES_DIR : FEATURES_DIR;
    if (name.includes('.') ? !existsSync(join(dir, name)) : !actual.includes(name))
      problems.push(
        `${where}:${index + 1}: ${kind}/${name} is not a folder of ${kind === 'modules' ? MODULES_DIR : FEATURES_DIR}/`,
      );
  }
});

for (const line of problems) console.error(line);
console.log(
  `${where}: ${events.length} event types, ${modules.length} server modules, ${features.length} client features checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
);
process.exit(problems.length > 0 ? 1 : 0);
