import Link from '@cloudscape-design/components/link';
import { useSignInNavigation } from '../../../app/sign-in-navigation';

export function BackToSignIn() {
  const { navigate } = useSignInNavigation();
  return (
    <Link
      href="/login"
      onFollow={(event) => {
        event.preventDefault();
        navigate('/login');
      }}
    >
      Back to Sign In
    </Link>
  );
}
