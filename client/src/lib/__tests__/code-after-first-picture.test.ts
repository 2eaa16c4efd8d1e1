import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PICTURE_WAIT_MS, HELD_CODE_META, startCodeAfterFirstPicture } from '../code-after-first-picture';

const HELD = {
  entry: '/assets/index-abc123.js',
  preloads: ['/assets/react-def456.js', '/assets/api-client-789abc.js'],
};

/** The storefront's HTML as the server sends it with the customer's first screen (its code held). */
function page({ held = JSON.stringify(HELD), screen = 'Customer', pictureDone = false } = {}) {
  document.head.innerHTML = held === '' ? '' : `<meta name="${HELD_CODE_META}" content="">`;
  document.head.querySelector('meta')?.setAttribute('content', held);
  document.body.innerHTML =
    `<div id="root" data-shell><main id="main"><div data-shell-screen="${screen}" inert>` +
    '<picture><img src="/images/a-480.avif" fetchpriority="high"></picture><img src="/images/b-480.avif"></div></main></div>';
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
  Object.defineProperty(picture, 'complete', { configurable: true, get: () => pictureDone });
  return picture;
}

/** The picture's decoding, finished when the test says (`decoded()`): until then it cannot be shown. */
function decodeHeld(picture: HTMLImageElement) {
  let finish: () => void = () => undefined;
  picture.decode = () => new Promise<void>((resolve) => (finish = resolve));
  return {
    decoded: async () => {
      finish();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

/** What the head now asks the browser for: module preloads and module scripts, in order. */
const asked = () =>
  [...document.head.querySelectorAll<HTMLElement>('link[rel="modulepreload"], script[type="module"]')].map(
    (element) =>
      `${element.tagName === 'LINK' ? 'preload' : 'script'} ${element.getAttribute(element.tagName === 'LINK' ? 'href' : 'src')}`,
  );
const ALL = [
  'preload /assets/react-def456.js',
  'preload /assets/api-client-789abc.js',
  'script /assets/index-abc123.js',
];

/** The page without its screen: removed by its owner script, or a route's shell that never had one. */
function removedScreen() {
  page();
  document.querySelector('[data-shell-screen]')!.remove();
}

/** Animation frames held until `paint()` runs them (the browser's next paint). */
function framesHeld() {
  const frames: FrameRequestCallback[] = [];
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return { paint: () => frames.splice(0).forEach((callback) => callback(0)), restore: () => frame.mockRestore() };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the page’s code, held back until the first screen’s picture is in', () => {
  it('a customer: nothing is asked for while the picture loads and decodes; once it is shown, the preloads and the entry, once', async () => {
    const picture = page();
    const { decoded } = decodeHeld(picture);
    const frames = framesHeld();
    const onStart = jest.fn();
    startCodeAfterFirstPicture('Customer', onStart);
    expect(asked()).toEqual([]);
    expect(onStart).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('load'));
    frames.paint();
    jest.advanceTimersByTime(0);
    // Loaded, not yet decoded: script run now would hold its paint back.
    expect(asked()).toEqual([]);
    await decoded();
    expect(asked()).toEqual([]);
    expect(onStart).not.toHaveBeenCalled();
    frames.paint();
    jest.advanceTimersByTime(0);
    expect(asked()).toEqual(ALL);
    expect(onStart).toHaveBeenCalledTimes(1);
    // Neither a tap nor the wait's end asks again.
    document.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(FIRST_PICTURE_WAIT_MS);
    expect(asked()).toEqual(ALL);
    expect(onStart).toHaveBeenCalledTimes(1);
    const script = document.head.querySelector('script[type="module"]')!;
    expect(script.getAttribute('crossorigin')).toBe('');
    frames.restore();
  });

  it('a picture already in (from the cache): the code starts in the frame after it is decoded', async () => {
    const picture = page({ pictureDone: true });
    const { decoded } = decodeHeld(picture);
    const frames = framesHeld();
    startCodeAfterFirstPicture('Customer', () => undefined);
    expect(asked()).toEqual([]);
    await decoded();
    frames.paint();
    jest.advanceTimersByTime(0);
    expect(asked()).toEqual(ALL);
    frames.restore();
  });

  it('a picture that cannot be decoded is shown as broken: the code starts in the frame after', async () => {
    const picture = page();
    picture.decode = () => Promise.reject(new Error('EncodingError'));
    const frames = framesHeld();
    startCodeAfterFirstPicture('Customer', () => undefined);
    picture.dispatchEvent(new Event('load'));
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    frames.paint();
    jest.advanceTimersByTime(0);
    expect(asked()).toEqual(ALL);
    frames.restore();
  });

  it('a picture that fails, a first tap or key, or the longest wait starts the code', () => {
    for (const happen of [
      (picture: HTMLImageElement) => picture.dispatchEvent(new Event('error')),
      () => document.dispatchEvent(new Event('pointerdown')),
      () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })),
      () => jest.advanceTimersByTime(FIRST_PICTURE_WAIT_MS),
    ]) {
      const picture = page();
      decodeHeld(picture);
      startCodeAfterFirstPicture('Customer', () => undefined);
      jest.advanceTimersByTime(FIRST_PICTURE_WAIT_MS - 1);
      expect(asked()).toEqual([]);
      happen(picture);
      expect(asked()).toEqual(ALL);
    }
  });

  it('a page for everyone (a product’s public page): a visitor’s code waits for its picture as well', async () => {
    const picture = page({ held: JSON.stringify({ ...HELD, forEveryone: true }) });
    // The page's main content is the screen: it is nobody's in particular.
    document.querySelector('[data-shell-screen]')!.removeAttribute('data-shell-screen');
    const { decoded } = decodeHeld(picture);
    const frames = framesHeld();
    const onStart = jest.fn();
    startCodeAfterFirstPicture(null, onStart);
    expect(asked()).toEqual([]);
    picture.dispatchEvent(new Event('load'));
    await decoded();
    frames.paint();
    jest.advanceTimersByTime(0);
    expect(asked()).toEqual(ALL);
    expect(onStart).toHaveBeenCalledTimes(1);
    frames.restore();
  });

  it('nobody signed in: at once', () => {
    page();
    const onStart = jest.fn();
    startCodeAfterFirstPicture(null, onStart);
    expect(asked()).toEqual(ALL);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a role the screen is not for (it stays hidden)', () => page(), 'Employee'],
    ['a screen its owner script removed (another person’s)', removedScreen, 'Customer'],
    ['a route’s shell without a screen (its title and loading state)', removedScreen, 'Employee'],
  ])('%s: the code starts in the frame after the first paint', (_case, make, role) => {
    make();
    const frames = framesHeld();
    const onStart = jest.fn();
    startCodeAfterFirstPicture(role, onStart);
    expect(asked()).toEqual([]);
    frames.paint();
    jest.advanceTimersByTime(0);
    expect(asked()).toEqual(ALL);
    expect(onStart).toHaveBeenCalledTimes(1);
    frames.restore();
  });

  it('a screen without a picture (a customer’s order): the code starts in the frame after its first paint', () => {
    page();
    document.querySelector('picture')!.remove();
    document.querySelector('img')!.remove();
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const onStart = jest.fn();
    startCodeAfterFirstPicture('Customer', onStart);
    expect(asked()).toEqual([]);
    frames.forEach((callback) => callback(0));
    expect(asked()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(asked()).toEqual(ALL);
    jest.advanceTimersByTime(FIRST_PICTURE_WAIT_MS);
    expect(asked()).toEqual(ALL);
    expect(onStart).toHaveBeenCalledTimes(1);
    frame.mockRestore();
  });

  it('a page that holds no code (its tags are its own): only the role’s screen is started', () => {
    page({ held: '' });
    const onStart = jest.fn();
    startCodeAfterFirstPicture('Customer', onStart);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(asked()).toEqual([]);
  });

  it('a list that is not JSON, or names a file that is not one of the build’s chunks, is not followed', () => {
    for (const held of ['{not json', JSON.stringify({ entry: 'https://elsewhere.example/x.js', preloads: [] })]) {
      page({ held });
      startCodeAfterFirstPicture(null, () => undefined);
      expect(asked()).toEqual([]);
    }
    page({ held: JSON.stringify({ ...HELD, preloads: ['../x.js', 42, '/assets/ok-1.js'] }) });
    startCodeAfterFirstPicture(null, () => undefined);
    expect(asked()).toEqual(['preload /assets/ok-1.js', 'script /assets/index-abc123.js']);
  });

  it('the meta element is named as the server writes it', () => {
    const server = readFileSync(join(__dirname, '../../../../server/src/http/code-after-first-picture.ts'), 'utf8');
    expect(server).toContain(`export const HELD_CODE_META = '${HELD_CODE_META}';`);
  });
});
