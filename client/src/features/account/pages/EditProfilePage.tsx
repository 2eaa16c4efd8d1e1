import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { MyAddressesDocument } from '../../../api/my-addresses.generated';
import { MESSAGES } from '../../../lib/messages';
import { useSession } from '../../../hooks/use-session';
import { AccountScreen } from '../AccountScreen';
import { AccountCard } from '../components/AccountCard';
import { EditProfileForm } from '../components/EditProfileForm';
import { FailureAlert } from '../components/FormAlerts';
import { PATHS } from '../../../lib/paths';
import { onDemand } from '../../../components/on-demand';

// The address book stands under the profile form: its code comes once the page is idle, or when it is shown.
const AddressBook = onDemand(() => import('../components/AddressBook').then((module) => module.AddressBook));
// So does a customer's trade account, under the addresses it chooses from.
const TradeAccountSection = onDemand(() =>
  import('../components/TradeAccountSection').then((module) => module.TradeAccountSection),
);

/** Loads the signed-in person's profile fresh from the server (and a customer's profile address), then shows the form. */
function ProfileLoader({ customer }: { customer: boolean }) {
  const { data, loading, error } = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  const book = useQuery(MyAddressesDocument, { skip: !customer, fetchPolicy: 'cache-and-network' });
  if (error || (!loading && !data?.me)) return <FailureAlert message={MESSAGES.errorFetchingProfile} />;
  if (!data?.me || (customer && !book.data && !book.error)) return <PageLoading />;
  const place = customer ? (book.data?.myAddresses.find((entry) => entry.isProfile) ?? null) : null;
  return <EditProfileForm profile={data.me} place={place} />;
}

/** edit-profile: a signed-in person's own profile, a customer's delivery addresses and trade account, and the way to API keys for the few who program against the shop. */
export default function EditProfilePage() {
  const session = useSession();
  return (
    <AccountScreen title="Edit Profile">
      <AccountCard wide>
        {session?.userId ? (
          <ProfileLoader customer={session.role === 'Customer'} />
        ) : (
          <>
            <FailureAlert message={MESSAGES.userIdNotInSession} />
            <p className="mb-0">
              Please <Link to={PATHS.loginPage}>log in</Link> to edit your profile.
            </p>
          </>
        )}
      </AccountCard>
      {session?.userId && session.role === 'Customer' && (
        <div className="mt-4">
          <AccountCard wide>
            <AddressBook />
          </AccountCard>
          <div className="mt-4">
            <AccountCard wide>
              <TradeAccountSection />
            </AccountCard>
          </div>
        </div>
      )}
      {session?.userId && (
        <div className="mt-4">
          <AccountCard wide>
            <section aria-labelledby="for-developers">
              <h2 id="for-developers" className="h5">
                For developers
              </h2>
              <p className="mb-0">
                Programs that read your orders through the GraphQL API sign in with one of your{' '}
                <Link to={PATHS.apiKeys}>API keys</Link>.
              </p>
            </section>
          </AccountCard>
        </div>
      )}
    </AccountScreen>
  );
}
