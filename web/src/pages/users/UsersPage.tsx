import { NotAvailablePage } from '../not-available/NotAvailablePage';

/** /users, /users/create, /users/createnew, /users/details/{uuid}: placeholder until the users area is built. */
export function UsersPage() {
  return <NotAvailablePage />;
}
