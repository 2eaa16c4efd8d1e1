import { AccountScreen } from './AccountScreen';

export default function EditProfilePage() {
  return <AccountScreen title="Edit Profile" />;
}
