import type { ApolloClient } from '@apollo/client';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { startSession, storeProfile } from '../../../state/session';

/** A login's answer kept as the tab's session, with the person's profile when it can be read. */
export async function finishSignIn(
  client: ApolloClient,
  answer: { token: string; userId: string; role: string },
): Promise<void> {
  startSession({ token: answer.token, userId: answer.userId, role: answer.role });
  try {
    const { data } = await client.query({ query: MyProfileDocument, fetchPolicy: 'network-only' });
    if (data?.me) storeProfile(data.me);
  } catch {
    // The profile is a convenience copy; Edit Profile loads it again from the server.
  }
}
