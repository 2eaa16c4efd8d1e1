import { IDLE_TIMEOUT_MS, whenIdle } from '../when-idle';

describe('whenIdle', () => {
  const setReadyState = (state: DocumentReadyState) =>
    Object.defineProperty(document, 'readyState', { value: state, configurable: true });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
    delete (window as Partial<typeof window>).requestIdleCallback;
    delete (window as Partial<typeof window>).cancelIdleCallback;
  });

  it('waits for the load event, then for a pause (no idle callbacks, as in Safari)', () => {
    setReadyState('loading');
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle callback, which may wait at most IDLE_TIMEOUT_MS, once the page has loaded', () => {
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }), 50),
    );
    window.requestIdleCallback = requestIdleCallback;
    window.cancelIdleCallback = (id) => window.clearTimeout(id);
    const task = jest.fn();
    whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    jest.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled before the load event or before the pause is over', () => {
    setReadyState('loading');
    const beforeLoad = jest.fn();
    whenIdle(beforeLoad)();
    window.dispatchEvent(new Event('load'));
    setReadyState('complete');
    const beforePause = jest.fn();
    const cancel = whenIdle(beforePause);
    jest.advanceTimersByTime(100);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(beforePause).not.toHaveBeenCalled();
  });
});
