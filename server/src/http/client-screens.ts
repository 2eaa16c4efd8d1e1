import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the client's build renders for the server (client/src/app/server-screens.tsx): a screen's
 * first render from its query's answer, as HTML to put into the route's shell.
 */
export interface ServerScreens {
  renderCustomerStorefront(data: unknown): string;
  /** A customer's order from the answer to MY_ORDER_QUERY (absent in a build from before it). */
  renderCustomerOrder?(data: unknown, orderId: number, userId: string): string;
  /** The order page's query as the page's code sends it. */
  MY_ORDER_QUERY?: string;
  /** A customer's cart from their trade terms (the answer to MY_TRADE_TERMS_QUERY) and its cookie's lines; '' when they are not a cart's. */
  renderCustomerCart?(terms: unknown, lines: unknown, userId: string): string;
  MY_TRADE_TERMS_QUERY?: string;
}

const MAIN_OPEN = /<main id="main"[^>]*>/;
const STYLESHEET = /<link rel="stylesheet" href="[^"]+\.css">/;
const STYLESHEET_PRELOAD = /<link rel="preload" href="[^"]+\.css" as="style">/;
/** The tab title a screen set in its render, on its outermost element (already escaped for HTML). */
const SCREEN_TITLE = /^<div data-shell-screen="[^"]*"[^>]*?\sdata-screen-title="([^"<]*)"/;

/**
 * The shell with a screen at the top of its <main>, before the loading state (which the screen
 * hides while it shows: client/src/styles/theme.css), and titled as the screen (a new tab is named
 * and announced as what it shows before the page's code has run). The site's stylesheet moves from
 * the end of the body into the head: the shell's inline critical CSS covers the shell, not the
 * screen, which would otherwise paint unstyled and move when the stylesheet applied.
 */
export function withScreenAtTop(shell: string, screen: string): string {
  const stylesheet = STYLESHEET.exec(shell)?.[0];
  const title = SCREEN_TITLE.exec(screen)?.[1];
  const styled = stylesheet
    ? shell
        .replace(stylesheet, '')
        .replace(STYLESHEET_PRELOAD, '')
        .replace('</head>', () => `${stylesheet}</head>`)
    : shell;
  const titled = title ? styled.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`) : styled;
  return titled.replace(MAIN_OPEN, (open) => open + screen);
}

/** Beside the client's dist/: the build's server entries (client/vite.config.ts, `vite build --ssr`). */
export const serverScreensFile = (clientDir: string) => join(dirname(clientDir), 'dist-ssr', 'server-screens.js');

/**
 * The client's server-rendered screens, loaded on first use. None (null) without a client build
 * that has them, or when they fail to load: the pages are then sent as the build wrote them.
 */
export class ClientScreens {
  private readonly logger = new Logger('ClientScreens');
  private loading: Promise<ServerScreens | null> | undefined;

  constructor(private readonly clientDir: string | null) {}

  load(): Promise<ServerScreens | null> {
    return (this.loading ??= this.import());
  }

  private async import(): Promise<ServerScreens | null> {
    if (!this.clientDir) return null;
    const file = serverScreensFile(this.clientDir);
    if (!existsSync(file)) return null;
    try {
      return (await import(pathToFileURL(file).href)) as ServerScreens;
    } catch (error) {
      this.logger.error(`Could not load ${file}; pages are sent without their first screen: ${String(error)}`);
      return null;
    }
  }
}
