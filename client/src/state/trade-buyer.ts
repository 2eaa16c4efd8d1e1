import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';

/**
 * Session storage: the id of the signed-in customer whose trade terms, last read, were an approved
 * trade account's (api/apollo.ts notes it wherever the terms are read). The side menu then offers
 * Standing orders without asking the server itself; the note ends with the session.
 */
export const TRADE_BUYER_KEY = 'tradeBuyer';

const isTradeBuyer = () => {
  const userId = getSession()?.userId;
  return !!userId && sessionStorage.getItem(TRADE_BUYER_KEY) === userId;
};

/** Whether the signed-in customer is known to have an approved trade account. */
export const useTradeBuyer = (): boolean => useSyncExternalStore(subscribeSession, isTradeBuyer, () => false);
