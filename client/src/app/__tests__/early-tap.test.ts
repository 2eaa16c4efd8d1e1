import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT } from '../../lib/early-taps.js';
import { EARLY_TAP_FRESH_MS, repeatEarlyTap, takeEarlyTap } from '../early-tap';

/** The page's inline script, run as the browser runs it. */
const runScript = () => new Function(EARLY_TAPS_SCRIPT)();

function page(html: string): void {
  document.body.innerHTML = `<div id="root">${html}</div><button type="button" id="outside">Outside</button>`;
}
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (each) => (each.getAttribute('aria-label') ?? each.textContent) === name,
  ) as HTMLButtonElement;

describe('a tap before the page’s code runs', () => {
  afterEach(() => {
    takeEarlyTap();
    delete (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
    document.body.innerHTML = '';
  });

  it('keeps the last button tapped on the page, and the app taps it again once its code is behind it', () => {
    page('<button type="button" aria-label="Open menu"></button><button type="button">Play video</button>');
    runScript();
    button('Play video').click();
    button('Open menu').click();
    const tap = takeEarlyTap();
    expect(tap?.button).toBe(button('Open menu'));
    const opened = jest.fn();
    button('Open menu').addEventListener('click', opened);
    repeatEarlyTap(tap);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('stops keeping once the app has taken the tap: from then the app’s own handlers answer', () => {
    page('<button type="button" aria-label="Open menu"></button>');
    runScript();
    expect(takeEarlyTap()).toBeNull();
    button('Open menu').click();
    expect(takeEarlyTap()).toBeNull();
  });

  it('forgets a tap when the next lands elsewhere, outside the page, or on a disabled or submitting button', () => {
    page('<p>Text</p><button type="button" disabled>Later</button><form><button>Send</button></form>');
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    runScript();
    for (const missed of ['Later', 'Send', 'Outside']) {
      button(missed).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(takeEarlyTap()).toBeNull();
      runScript();
    }
    page('<button type="button" aria-label="Open menu"></button><p>Text</p>');
    runScript();
    button('Open menu').click();
    document.querySelector('p')!.click();
    expect(takeEarlyTap()).toBeNull();
  });

  it('finds the button again by its name where the first render replaced the markup (a shell), but only one of that name', () => {
    page('<button type="button" aria-label="Open menu"></button><button type="button">Add</button>');
    runScript();
    button('Open menu').click();
    const tap = takeEarlyTap();
    page(
      '<button type="button" aria-label="Open menu"></button><button type="button">Add</button><button type="button">Add</button>',
    );
    const opened = jest.fn();
    button('Open menu').addEventListener('click', opened);
    repeatEarlyTap(tap);
    expect(opened).toHaveBeenCalledTimes(1);

    runScript();
    button('Add').click();
    const ambiguous = takeEarlyTap();
    page('<button type="button">Add</button><button type="button">Add</button>');
    const added = jest.fn();
    document.getElementById('root')!.addEventListener('click', added);
    repeatEarlyTap(ambiguous);
    expect(added).not.toHaveBeenCalled();
  });

  it('does not repeat a stale tap, or one on a button now disabled', () => {
    page('<button type="button" aria-label="Open menu"></button>');
    runScript();
    button('Open menu').click();
    const tap = takeEarlyTap()!;
    const opened = jest.fn();
    button('Open menu').addEventListener('click', opened);
    repeatEarlyTap(tap, document, tap.at + EARLY_TAP_FRESH_MS + 1);
    button('Open menu').disabled = true;
    repeatEarlyTap(tap, document, tap.at);
    expect(opened).not.toHaveBeenCalled();
  });

  it('is nothing on a page without the script (the development server)', () => {
    expect(takeEarlyTap()).toBeNull();
    expect(() => repeatEarlyTap(null)).not.toThrow();
  });
});
