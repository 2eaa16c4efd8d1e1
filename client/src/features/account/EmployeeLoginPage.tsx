import { AccountScreen } from './AccountScreen';

export default function EmployeeLoginPage() {
  return <AccountScreen title="Welcome to the Employee Portal (Strictly for Employees Only)" />;
}
