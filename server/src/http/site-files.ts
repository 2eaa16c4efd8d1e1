import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { siteOrigin as origin } from './site-origin.js';

/** Where crawlers may not go: the APIs answer data, not pages. */
const CLOSED_TO_CRAWLERS = ['/api/', '/graphql'];
const ONE_HOUR = 'public, max-age=3600';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function robotsTxt(siteOrigin: string): string {
  return [
    'User-agent: *',
    ...CLOSED_TO_CRAWLERS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(siteOrigin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(siteOrigin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt and /sitemap.xml (the public pages the build rendered and the product pages), for search engines. */
export function registerSiteFiles(
  fastify: FastifyInstance,
  config: AppConfig,
  publicPaths: readonly string[],
  productPaths: () => Promise<string[]>,
): void {
  fastify.get('/robots.txt', (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', ONE_HOUR)
      .send(robotsTxt(origin(config, request))),
  );
  if (publicPaths.length === 0) return;
  fastify.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', ONE_HOUR)
      .send(sitemapXml(origin(config, request), [...publicPaths, ...(await productPaths())])),
  );
}
