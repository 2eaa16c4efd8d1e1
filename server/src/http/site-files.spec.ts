import { describe, expect, it } from '@jest/globals';
import { robotsTxt, sitemapXml } from './site-files.js';

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap and away from the APIs', () => {
    expect(robotsTxt('https://shop.waters.ph')).toBe(
      'User-agent: *\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: https://shop.waters.ph/sitemap.xml\n',
    );
  });

  it('lists each page once with its full address, escaped for XML', () => {
    const xml = sitemapXml('https://shop.waters.ph', ['/home', '/a&b']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://shop.waters.ph/home</loc>');
    expect(xml).toContain('<loc>https://shop.waters.ph/a&#38;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
