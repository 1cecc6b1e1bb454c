import { NotAvailablePage } from '../not-available/NotAvailablePage';

/** /profile: placeholder until the users area is built. */
export function ProfilePage() {
  return <NotAvailablePage />;
}
