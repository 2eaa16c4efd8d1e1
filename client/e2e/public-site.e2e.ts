import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { screenshot, seriousViolations, watchPageProblems } from './support/browser';
import { browserSuite } from './support/each-browser';
import { eventually, mailsIn } from './support/eventually';
import { browserRig } from './support/rig';

/** Every public page: its address, its main heading and a text that proves the content is there. */
const PAGES = [
  { path: '/home', heading: /taste/i, text: 'Fish Preservation Categories' },
  { path: '/about-us', heading: /about/i, text: 'Mission' },
  { path: '/our-facility', heading: /facility/i, text: 'Vacuum Packing Area' },
  { path: '/our-products', heading: /Our Products/, text: 'Smoked Fish' },
  { path: '/portfolio', heading: /Portfolio/, text: 'Showing 30 images' },
  { path: '/food-recipe', heading: /Recipes/, text: 'Vegetable Salad Ala Pobre' },
  { path: '/contact', heading: /contact/i, text: 'Drop us a message' },
  { path: '/login-page', heading: /Welcome back to the WATERS!/, text: 'Login' },
  { path: '/register-page', heading: /New to the WATERS\?/, text: 'Register' },
  { path: '/employee-login-page', heading: /Employee Portal/, text: 'Login' },
  { path: '/no-such-page', heading: /Page Not Found/, text: 'Back to Home' },
  { path: '/500', heading: /Server Error/, text: 'Back to Home' },
] as const;

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

browserSuite('public site in Chromium', () => {
  const rig = browserRig();

  async function open(path: string, viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
    const page = await rig.browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    const errors = watchPageProblems(page);
    await page.goto(`${rig.server.url}${path}`, { waitUntil: 'domcontentloaded' });
    await page.locator('h1').first().waitFor();
    (page as Page & { errors?: string[] }).errors = errors;
    return page;
  }

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width} px`, () => {
      it.each(PAGES)(
        '$path shows its heading and content, with no serious accessibility violations',
        async ({ path, heading, text }) => {
          const page = await open(path, viewport);
          try {
            await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading);
            expect(await page.getByText(text, { exact: false }).count()).toBeGreaterThan(0);
            // Nothing wider than the screen: no sideways scrolling on phones.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow).toBeLessThanOrEqual(1);
            expect(await seriousViolations(page)).toEqual([]);
            expect((page as Page & { errors?: string[] }).errors).toEqual([]);
            await screenshot(page, `${viewport.name}${path.replace(/\//g, '-')}`);
          } finally {
            await page.close();
          }
        },
      );
    });
  }

  it('does not load the GraphQL client on the public pages, only with the first signed-in page', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    try {
      for (const path of ['/home', '/our-products', '/contact']) {
        await page.goto(`${rig.server.url}${path}`);
        await page.locator('h1').first().waitFor();
      }
      expect(scripts.filter((url) => /\/ApiArea-|\/graphql-/.test(url))).toEqual([]);
      await page.getByRole('link', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Welcome back to the WATERS!' }).waitFor();
      expect(scripts.some((url) => /\/ApiArea-/.test(url))).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('names its icon and web app manifest, and the server answers them, robots.txt and the sitemap', async () => {
    const page = await open('/home', VIEWPORTS[0]);
    try {
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    } finally {
      await page.close();
    }
    const get = (path: string) => fetch(`${rig.server.url}${path}`);
    const icon = await get('/favicon.svg');
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    const app = (await manifest.json()) as { short_name: string; start_url: string; icons: { src: string }[] };
    expect([app.short_name, app.start_url]).toEqual(['WATERS', '/home']);
    for (const { src } of app.icons) expect((await get(src)).status).toBe(200);
    expect(await (await get('/robots.txt')).text()).toContain('Sitemap: ');
    expect(await (await get('/sitemap.xml')).text()).toContain('/our-products</loc>');
    expect((await get('/favicon.ico')).status).toBe(404);
  });

  it('sends the Contact page’s message to the shop on a phone: thanks on the page, mail to the staff and to the visitor', async () => {
    // The page is pre-rendered: the visitor types (and taps EMAIL US) before its code has arrived,
    // held here until then, as on a slow connection.
    let arrive = () => {};
    const codeHeld = new Promise<void>((resolve) => (arrive = resolve));
    const page = await rig.browser.newPage({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    try {
      // Not 'domcontentloaded': that waits for the page's (module) scripts to run.
      await page.goto(`${rig.server.url}/contact`, { waitUntil: 'commit' });
      await page.getByLabel('Name').fill('Ana Cruz');
      await page.getByLabel('Email').fill('ana@example.ph');
      await page.getByLabel('Subject').fill('Bulk order');
      await page.getByLabel('Details').fill('20 packs of tuyo for a fiesta');
      // Too early to send: the tap neither reloads the page nor loses what was typed.
      await page.getByRole('button', { name: 'EMAIL US' }).click();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).toBe(false);
      arrive();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      expect(await page.getByLabel('Name').inputValue()).toBe('Ana Cruz');
      await page.getByRole('button', { name: 'EMAIL US' }).click();
      await page.getByText('Thank you! Your message was sent.', { exact: false }).waitFor();
      expect(await page.getByLabel('Name').inputValue()).toBe('');
      const mails = await eventually(
        () => mailsIn(rig.server.mailDir),
        (written) => written.length >= 2,
      );
      const headers = mails.map((mail) => ({
        to: /^To: (.*)$/m.exec(mail)?.[1],
        replyTo: /^Reply-To: (.*)$/m.exec(mail)?.[1] ?? null,
      }));
      expect(headers).toEqual(
        expect.arrayContaining([
          { to: 'staff@waters.test', replyTo: 'ana@example.ph' },
          { to: 'ana@example.ph', replyTo: null },
        ]),
      );
      expect(headers).toHaveLength(2);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('hides the navigation and footer on error pages', async () => {
    const page = await open('/404', VIEWPORTS[1]);
    try {
      expect(await page.getByRole('navigation', { name: 'Site' }).count()).toBe(0);
      expect(await page.locator('footer').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('opens a gallery viewer, steps through it with wrap-around, and closes it with Esc', async () => {
    const page = await open('/our-products#smoked', VIEWPORTS[1]);
    try {
      // The page is pre-rendered: a click before it is interactive (hydrated) opens nothing.
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      const smoked = page.locator('#smoked');
      await smoked.getByRole('button', { name: /^Zoom/ }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect(dialog.textContent()).resolves.toContain('(1/8)');
      expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
      await dialog.getByRole('button', { name: 'Previous image' }).click();
      await expect(dialog.textContent()).resolves.toContain('(8/8)');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.textContent()).resolves.toContain('(1/8)');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.textContent()).resolves.toContain('(2/8)');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'desktop-viewer');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('scrolls to the #marinated gallery from the side navigation', async () => {
    const page = await open('/home', VIEWPORTS[1]);
    try {
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Marinated' }).click();
      await page.waitForURL('**/our-products#marinated');
      await page.locator('#marinated').waitFor();
      await page.waitForFunction(() => {
        const top = document.getElementById('marinated')!.getBoundingClientRect().top;
        return top >= 0 && top < 200;
      });
    } finally {
      await page.close();
    }
  });

  it('shows a different picture for each of the seven facility areas', async () => {
    const page = await open('/our-facility', VIEWPORTS[0]);
    try {
      const sources = await page
        .locator('main section[id] img')
        .evaluateAll((images) => images.map((img) => img.getAttribute('src')!));
      expect(sources).toHaveLength(7);
      const files = await Promise.all(
        sources.map(async (src) => Buffer.from(await (await fetch(`${rig.server.url}${src}`)).arrayBuffer())),
      );
      expect(new Set(files.map((file) => createHash('sha256').update(file).digest('hex'))).size).toBe(7);
    } finally {
      await page.close();
    }
  });

  it('shows each portfolio piece as a picture of its own, with its own alt text and intrinsic size', async () => {
    const page = await open('/portfolio', VIEWPORTS[1]);
    try {
      const images = await page.locator('main img').evaluateAll((nodes) =>
        nodes.map((img) => ({
          src: img.getAttribute('src')!,
          alt: img.getAttribute('alt')!,
          sized: img.hasAttribute('width') && img.hasAttribute('height'),
        })),
      );
      expect(images).toHaveLength(30);
      expect(images.filter((image) => !image.sized)).toEqual([]);
      expect(new Set(images.map((image) => image.alt)).size).toBe(30);
      const files = await Promise.all(
        images.map(async ({ src }) => Buffer.from(await (await fetch(`${rig.server.url}${src}`)).arrayBuffer())),
      );
      expect(new Set(files.map((file) => createHash('sha256').update(file).digest('hex'))).size).toBe(30);
    } finally {
      await page.close();
    }
  });

  it('draws each recipe and each certificate (HACCP, HALAL, GMP) as a picture of its own', async () => {
    const page = await open('/food-recipe', VIEWPORTS[0]);
    try {
      const recipes = await page
        .locator('main img[src*="/images/recipes/"]')
        .evaluateAll((images) => images.map((img) => img.getAttribute('src')!));
      expect(new Set(recipes.map((src) => src.split('?')[0])).size).toBe(4);
      const digest = async (path: string) => {
        const answer = await fetch(`${rig.server.url}${path}`);
        expect({ path, status: answer.status }).toEqual({ path, status: 200 });
        return createHash('sha256')
          .update(Buffer.from(await answer.arrayBuffer()))
          .digest('hex');
      };
      const recipeFiles = await Promise.all(recipes.map(digest));
      expect(new Set(recipeFiles).size).toBe(4);
      const badges = await Promise.all(
        ['haccp', 'halal', 'gmp'].map((name) => digest(`/images/certifications/${name}.webp`)),
      );
      expect(new Set(badges).size).toBe(3);
    } finally {
      await page.close();
    }
  });

  it('shows the video poster, saying the video is coming, and loads no player without a configured video', async () => {
    const page = await open('/home', VIEWPORTS[0]);
    try {
      const slot = page.locator('.video-frame');
      await slot.getByText('Video coming soon').waitFor();
      const poster = slot.locator('img');
      await poster.evaluate((img: HTMLImageElement) => img.decode());
      expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // The slot keeps the video's 16:9 shape, so nothing moves when a video is configured.
      const box = (await slot.boundingBox())!;
      expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await page.getByRole('button', { name: /Play video/ }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  // A page rendered at build time (hydrated), and a shell the page's first render replaces.
  it.each(['/home', '/login-page'])(
    'on %s, a tap on Open menu before the page’s code has run opens the menu once it has',
    async (path) => {
      let arrive = () => {};
      const codeHeld = new Promise<void>((resolve) => (arrive = resolve));
      const page = await rig.browser.newPage({ viewport: { width: 320, height: 640 } });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await codeHeld;
        await route.continue();
      });
      try {
        await page.goto(`${rig.server.url}${path}`, { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Open menu' }).click();
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).toBe(false);
        arrive();
        // One tap, made before the code: the menu opens without another.
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu.waitFor();
        await menu.getByRole('button', { name: 'Close menu' }).click();
        await menu.waitFor({ state: 'hidden' });
      } finally {
        await page.close();
      }
    },
  );

  it('opens the off-canvas menu on a phone', async () => {
    const page = await open('/home', VIEWPORTS[0]);
    try {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await menu.getByRole('link', { name: 'Food Recipe' }).click();
      await page.waitForURL('**/food-recipe');
      await menu.waitFor({ state: 'hidden' });
    } finally {
      await page.close();
    }
  });
});
