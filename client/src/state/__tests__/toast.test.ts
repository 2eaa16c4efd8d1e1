import { DELAYS, MESSAGES } from '../../lib/messages';
import {
  clearForNavigation,
  isRoutine,
  MAX_TOASTS,
  MAX_TOASTS_ON_PHONES,
  muteFailuresUntilNavigation,
  noteInput,
  resetToasts,
  subscribeToasts,
  toast,
  type Toast,
} from '../toast';

let shown: readonly Toast[] = [];
let unsubscribe: () => void;
const wideWidth = window.innerWidth;
const screenWidth = (width: number) => {
  window.innerWidth = width;
};
// Every test watches the notices on show, under fake timers, and leaves none (and a wide screen) behind.
beforeEach(() => {
  jest.useFakeTimers();
  unsubscribe = subscribeToasts((t) => (shown = t));
});
afterEach(() => {
  unsubscribe();
  resetToasts();
  screenWidth(wideWidth);
  jest.useRealTimers();
});

describe('toasts', () => {
  it('keeps success toasts until closed and hides failure toasts after exactly 2 s', () => {
    toast.success('Order placed successfully!');
    toast.failure('Failed to place order.');
    jest.advanceTimersByTime(DELAYS.failureToast - 1);
    expect(shown.map((t) => t.text)).toEqual(['Order placed successfully!', 'Failed to place order.']);
    jest.advanceTimersByTime(1);
    expect(shown.map((t) => t.text)).toEqual(['Order placed successfully!']);
    jest.advanceTimersByTime(60_000);
    expect(shown.map((t) => t.text)).toEqual(['Order placed successfully!']);
  });

  it('shows the same notice once, and never more than three at a time', () => {
    toast.success('Fetched orders.');
    toast.success('Fetched orders.');
    expect(shown.map((t) => t.text)).toEqual(['Fetched orders.']);
    for (const text of ['a', 'b', 'c']) toast.success(text);
    expect(shown).toHaveLength(MAX_TOASTS);
    expect(shown.map((t) => t.text)).toEqual(['a', 'b', 'c']);
  });
});

describe('toasts on phones and routine notices', () => {
  // What the eye sees: the quiet load reports are for screen readers only.
  const texts = () => shown.filter((t) => !t.quiet).map((t) => t.text);
  const quiet = () => shown.filter((t) => t.quiet).map((t) => t.text);

  it('shows one notice at a time below 768 px: a newer one replaces the older', () => {
    screenWidth(360);
    toast.success(MESSAGES.addedToCart('Dilis'));
    toast.success(MESSAGES.addedToCart('Danggit'));
    expect(texts()).toEqual([MESSAGES.addedToCart('Danggit')]);
    toast.failure(MESSAGES.customerNotLoggedIn);
    expect(texts()).toEqual([MESSAGES.customerNotLoggedIn]);
    expect(MAX_TOASTS_ON_PHONES).toBe(1);
    screenWidth(767);
    toast.success(MESSAGES.orderPlaced);
    expect(texts()).toEqual([MESSAGES.orderPlaced]);
    screenWidth(768);
    toast.success(MESSAGES.itemRemoved);
    expect(texts()).toEqual([MESSAGES.orderPlaced, MESSAGES.itemRemoved]);
  });

  it('keeps success notices until closed on phones too, and failures still hide after 2 s', () => {
    screenWidth(360);
    toast.success(MESSAGES.orderPlaced);
    jest.advanceTimersByTime(60_000);
    expect(texts()).toEqual([MESSAGES.orderPlaced]);
    toast.failure(MESSAGES.failedToPlaceOrder);
    jest.advanceTimersByTime(DELAYS.failureToast);
    expect(texts()).toEqual([]);
  });

  it('treats every "Fetched …" message and plain notices as routine, and nothing else', () => {
    for (const text of [
      MESSAGES.fetchedOrders,
      MESSAGES.fetchedPendingOrders,
      MESSAGES.fetchedHistory,
      MESSAGES.fetchedActivities,
    ]) {
      expect(isRoutine({ kind: 'success', text })).toBe(true);
    }
    expect(isRoutine({ kind: 'info', text: MESSAGES.redirectingToCart })).toBe(true);
    expect(isRoutine({ kind: 'info', text: MESSAGES.productNotFound })).toBe(true);
    for (const text of [
      MESSAGES.orderPlaced,
      MESSAGES.addedToCart('Dilis'),
      MESSAGES.orderApproved(7),
      MESSAGES.productUpdated('SMK-1'),
    ]) {
      expect(isRoutine({ kind: 'success', text })).toBe(false);
    }
    expect(isRoutine({ kind: 'danger', text: MESSAGES.errorFetchingOrders })).toBe(false);
  });

  it('replaces a routine notice with the next one, on wide screens too', () => {
    toast.success(MESSAGES.orderApproved(7));
    toast.success(MESSAGES.fetchedOrders);
    expect(texts()).toEqual([MESSAGES.orderApproved(7)]);
    expect(quiet()).toEqual([MESSAGES.fetchedOrders]);
    toast.success(MESSAGES.orderCancelled(8));
    expect(texts()).toEqual([MESSAGES.orderApproved(7), MESSAGES.orderCancelled(8)]);
    expect(quiet()).toEqual([]);
    toast.info(MESSAGES.productNotFound);
    toast.info(MESSAGES.redirectingToCart);
    expect(texts()).toEqual([MESSAGES.orderApproved(7), MESSAGES.orderCancelled(8), MESSAGES.redirectingToCart]);
  });

  it('on a phone, a routine notice does not push out one that matters', () => {
    screenWidth(360);
    toast.success(MESSAGES.orderPlaced);
    toast.success(MESSAGES.fetchedPendingOrders, DELAYS.pendingOrdersToast);
    expect(texts()).toEqual([MESSAGES.orderPlaced]);
    toast.success(MESSAGES.fetchedPendingOrders, DELAYS.pendingOrdersToast);
    expect(texts()).toEqual([MESSAGES.orderPlaced]);
    expect(quiet()).toEqual([MESSAGES.fetchedPendingOrders]);
  });

  it('tells every "Fetched …" report quietly, to screen readers only, and nothing else', () => {
    for (const text of [
      MESSAGES.fetchedOrders,
      MESSAGES.fetchedPendingOrders,
      MESSAGES.fetchedHistory,
      MESSAGES.fetchedActivities,
    ]) {
      toast.success(text);
      expect(quiet()).toEqual([text]);
    }
    toast.success(MESSAGES.orderPlaced);
    toast.failure(MESSAGES.errorFetchingOrders);
    toast.info(MESSAGES.productNotFound);
    expect(shown.filter((t) => t.quiet)).toEqual([]);
  });

  it('keeps a failure with the server’s reason until it is closed; without one it hides after 2 s', () => {
    const reason = 'Order 7 cannot be approved: not enough stock. Tinapa (SMK-099): 2 wanted, 1 left.';
    toast.failure(MESSAGES.errorApprovingOrder, reason);
    toast.failure(MESSAGES.errorCancellingOrder, null);
    jest.advanceTimersByTime(60_000);
    expect(shown.map((t) => [t.text, t.detail])).toEqual([[MESSAGES.errorApprovingOrder, reason]]);
  });
});

describe('notices and navigation', () => {
  const texts = () => shown.map((t) => t.text);

  it('another page drops the notices raised before the click that led there, and routine ones', () => {
    toast.success(MESSAGES.addedToCart('Dilis'));
    toast.failure(MESSAGES.errorApprovingOrder, 'a reason');
    noteInput();
    clearForNavigation();
    expect(texts()).toEqual([]);
  });

  it('keeps what the click itself caused ("Order placed successfully!" on the pending orders), not "Redirecting to Cart..."', () => {
    toast.success(MESSAGES.addedToCart('Dilis'));
    noteInput();
    toast.success(MESSAGES.orderPlaced);
    clearForNavigation();
    expect(texts()).toEqual([MESSAGES.orderPlaced]);
    noteInput();
    toast.info(MESSAGES.redirectingToCart);
    clearForNavigation();
    expect(texts()).toEqual([]);
  });
});

describe('after the session ended', () => {
  it('the failures on the way to the login page are not shown; the login page shows them again', () => {
    muteFailuresUntilNavigation();
    toast.failure(MESSAGES.errorFetchingHistory);
    expect(shown).toEqual([]);
    clearForNavigation();
    toast.failure(MESSAGES.errorFetchingHistory);
    expect(shown.map((t) => t.text)).toEqual([MESSAGES.errorFetchingHistory]);
  });
});
