import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { withCodeAfterFirstPicture } from './code-after-first-picture.js';
import { encodedFile, encodeLikeOnTheFly, sendEncoded, type EncodedBody } from './encoded-body.js';
import { routedPath } from './routed-path.js';
import { securityHeaders, type Headers, type InlineHashes } from './security-headers.js';

/** Written by the client build: a document and the hashes of its inline styles and scripts. */
interface BuiltPage {
  file: string;
  styleHashes?: string[];
  /** A shell's inline scripts (the signed-in role named on the document; the owner of a screen rendered for one person). */
  scriptHashes?: string[];
}

/** Written by the client build (shell.json): the shell, and the one the server fills pages into (stylesheet in the head). */
interface BuiltShell extends BuiltPage {
  filled?: string;
}

/** Written by the client build: pages rendered to HTML (pages.json), the shell per signed-in route (shells.json); the shell's own is shell.json. */
interface PagesManifest {
  [path: string]: BuiltPage;
}

/** What a rendered page answers to mean "the route's shell as the build wrote it" (the page has nothing of its own to add). */
export const SHELL_AS_BUILT = Symbol('the shell as built');

/** A page made for one person (a customer's order): no shared cache may keep it. */
export interface PersonalPage {
  readonly personal: EncodedBody;
}

/**
 * A page made for each request from a shell (a product's page, the storefront's first screen, a
 * customer's order): its body; null when there is no such page (the shell, 404); SHELL_AS_BUILT for
 * the shell unchanged. The shell is the route's own when the build wrote one (dist/shells/), else
 * the one pages are filled into.
 */
export type RenderedPage = (
  request: FastifyRequest,
  shell: string,
) => Promise<EncodedBody | PersonalPage | null | typeof SHELL_AS_BUILT>;

interface Page {
  body: EncodedBody;
  /** A page's own Content-Security-Policy when it has inline styles. */
  headers: Headers | null;
}

/** Paths that belong to the API and answer JSON 404s, never a page. */
const API_PREFIXES = ['/api', '/graphql', '/health'];
/** A request for a file (/assets/x.js, /favicon.ico …), not a page: a missing one is a plain 404. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;
const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
/** A personal page: kept by no cache (the browser's back button renders it again from the shell). */
const PERSONAL_HEADERS = { 'cache-control': 'private, no-store' };

/**
 * A signed-in route's shell with its code held until the shell's first paint (./code-after-first-picture.ts):
 * the title it paints from its own CSS then comes first, instead of after a phone's line has started on the
 * page's 170 KB of script (the screen's data is asked for by the early script meanwhile). Compressed anew
 * (once, at start) where that changed it.
 */
function withCodeHeld(page: Page): Page {
  const html = page.body.identity.toString('utf8');
  const held = withCodeAfterFirstPicture(html);
  return held === html ? page : { ...page, body: encodeLikeOnTheFly(Buffer.from(held)) };
}

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

/**
 * The built client's pages, served from memory in every encoding the browser accepts: the
 * public pages rendered at build time, the application shell for the other client routes,
 * the 404 page (with status 404) for addresses nobody knows.
 */
export class ClientPages {
  private constructor(
    private readonly pages: ReadonlyMap<string, Page>,
    private readonly shell: Page | null,
    private readonly notFoundPage: Page | null,
    /** The client's own routes; null when the build does not list them (then every page address gets the shell). */
    private readonly clientRoutes: ReadonlySet<string> | null,
    /** The shell with a signed-in route's own chunks preloaded, per route (dist/shells.json). */
    private readonly routeShells: ReadonlyMap<string, Page> = new Map(),
    /** The shell that pages made per request are filled into; null: the shell itself. */
    private readonly filledShell: Page | null = null,
  ) {}

  static load(config: AppConfig): ClientPages {
    const dir = config.clientDir;
    const index = dir ? join(dir, 'index.html') : null;
    if (!dir || !index || !existsSync(index)) return new ClientPages(new Map(), null, null, null);
    const page = (file: string, hashes: InlineHashes = {}): Page => ({
      body: encodedFile(join(dir, file)),
      headers: hashes.styleHashes?.length || hashes.scriptHashes?.length ? securityHeaders(config, hashes) : null,
    });
    const pagesIn = (file: string) =>
      new Map(
        Object.entries(readJson<PagesManifest>(join(dir, file)) ?? {}).map(
          ([path, entry]) => [path, page(entry.file, entry)] as const,
        ),
      );
    const pages = pagesIn('pages.json');
    const routes = readJson<string[]>(join(dir, 'routes.json'));
    // The shell's critical CSS is inline too (a build without shell.json: none).
    const shell = readJson<BuiltShell>(join(dir, 'shell.json'));
    return new ClientPages(
      pages,
      page('index.html', shell ?? {}),
      pages.get('/404') ?? null,
      routes ? new Set(routes) : null,
      // Each with its own critical CSS (a route shell may show its page's title), its code after its first paint.
      new Map([...pagesIn('shells.json')].map(([path, shellPage]) => [path, withCodeHeld(shellPage)] as const)),
      // Its inline script is the shell's; its stylesheet is in the head (no inline style).
      shell?.filled ? page(shell.filled, { scriptHashes: shell.scriptHashes }) : null,
    );
  }

  /**
   * GET routes for every page the client knows, and / → /home. A route in `rendered` is made
   * per request from the shell's HTML; an address it knows nothing of gets the shell with 404.
   */
  register(fastify: FastifyInstance, rendered: Readonly<Record<string, RenderedPage>> = {}): void {
    const shell = this.shell;
    if (!shell) return;
    fastify.get('/', (_request, reply) => reply.redirect('/home', 302));
    const paths = new Set([...this.pages.keys(), ...(this.clientRoutes ?? [])]);
    for (const path of paths) {
      if (path === '/' || path === '/404' || Object.hasOwn(rendered, path)) continue;
      const page = this.pages.get(path) ?? this.routeShells.get(path) ?? shell;
      fastify.get(path, (request, reply) => this.send(request, reply, page, 200));
    }
    for (const [path, render] of Object.entries(rendered)) {
      const asBuilt = this.routeShells.get(path) ?? shell;
      const base = this.routeShells.get(path) ?? this.filledShell ?? shell;
      const baseHtml = base.body.identity.toString('utf8');
      fastify.get(path, async (request, reply) => {
        const body = await render(request, baseHtml);
        if (body === SHELL_AS_BUILT) return this.send(request, reply, asBuilt, 200);
        if (body && 'personal' in body)
          return this.send(request, reply, { body: body.personal, headers: base.headers }, 200, PERSONAL_HEADERS);
        // No such page: still the shell (the client's route for this address says so itself; the
        // pre-rendered 404 page would not match what the browser renders there), with status 404.
        return this.send(request, reply, body ? { body, headers: base.headers } : shell, body ? 200 : 404);
      });
    }
  }

  /** The public pages the build rendered, for the sitemap. */
  publicPaths(): string[] {
    return [...this.pages.keys()].filter((path) => path !== '/404');
  }

  /** For an address no route matched: true when it was a page address and the answer is sent. */
  handleNotFound(request: FastifyRequest, reply: FastifyReply): boolean {
    if (!this.shell || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = routedPath(request);
    if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) || FILE_PATH.test(path))
      return false;
    if (!/text\/html|\*\/\*/.test(request.headers.accept ?? '*/*')) return false;
    // Without the client's route list, any address may be a client route: the shell decides.
    if (!this.clientRoutes) this.send(request, reply, this.shell, 200);
    else this.send(request, reply, this.notFoundPage ?? this.shell, 404);
    return true;
  }

  private send(request: FastifyRequest, reply: FastifyReply, page: Page, status: number, more?: Headers): FastifyReply {
    reply.status(status).headers(PAGE_HEADERS);
    if (page.headers) reply.headers(page.headers);
    if (more) reply.headers(more);
    return sendEncoded(request, reply, page.body);
  }
}
