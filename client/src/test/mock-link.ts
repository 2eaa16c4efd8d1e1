import { act } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';

/** What a request carried besides its variables (its headers, for one). */
export type SentOperation = { operationName: string | undefined; headers: Record<string, string> };

/**
 * Mocked answers without a delay (each arrives on the next turn of the event loop), and when
 * `sent` is given, each operation's name and headers recorded the moment it is sent: a test can
 * tell "nothing was asked" without waiting for an answer that never comes.
 */
export function mockLink(mocks: ReadonlyArray<MockLink.MockedResponse>, sent?: SentOperation[]): ApolloLink {
  const record = new ApolloLink((operation, forward) => {
    sent?.push({
      operationName: operation.operationName,
      headers: { ...(operation.getContext().headers as Record<string, string>) },
    });
    return forward(operation);
  });
  return ApolloLink.from([record, new MockLink(mocks, { defaultOptions: { delay: 0 } })]);
}

/**
 * Lets everything already set in motion finish: two turns of the event loop, so a request made
 * in reply to what the test just did has been sent and its (undelayed) mocked answer delivered.
 * For checking that something did not happen, without waiting a guessed time.
 */
export async function settle(): Promise<void> {
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  await act(async () => {
    await turn();
    await turn();
  });
}
