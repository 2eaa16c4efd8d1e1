import { forgetScrollOfFreshLoad, SCROLL_STORAGE_KEY, scrollKey } from '../scroll-position';

describe('where a page opens', () => {
  const saved = () => JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  const original = performance.getEntriesByType;
  // jsdom keeps no navigation timing: stand in for the browser's.
  const navigationType = (type: NavigationTimingType) => {
    performance.getEntriesByType = () => [{ type } as PerformanceNavigationTiming];
  };
  beforeEach(() => {
    window.history.replaceState(null, '', '/about-us');
    sessionStorage.setItem(
      SCROLL_STORAGE_KEY,
      JSON.stringify({ 'loaded:/about-us': 2988, 'loaded:/home': 1200, abc123: 640 }),
    );
  });
  afterEach(() => {
    performance.getEntriesByType = original;
  });

  it('names the entry a document was loaded at after its address, and keeps the router’s key for the others', () => {
    expect(scrollKey({ key: 'default', pathname: '/about-us', search: '' })).toBe('loaded:/about-us');
    expect(scrollKey({ key: 'default', pathname: '/portfolio', search: '?page=2' })).toBe('loaded:/portfolio?page=2');
    expect(scrollKey({ key: 'abc123', pathname: '/about-us', search: '' })).toBe('abc123');
  });

  it('forgets the position of the address on a fresh load, so the page opens at the top', () => {
    navigationType('navigate');
    forgetScrollOfFreshLoad();
    expect(saved()).toEqual({ 'loaded:/home': 1200, abc123: 640 });
  });

  it('keeps it on a reload and on Back/Forward, which come back to where they were', () => {
    for (const type of ['reload', 'back_forward'] as const) {
      navigationType(type);
      forgetScrollOfFreshLoad();
      expect(saved()['loaded:/about-us']).toBe(2988);
    }
  });
});
