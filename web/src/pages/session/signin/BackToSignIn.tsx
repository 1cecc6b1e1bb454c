import { useNavigate } from 'react-router-dom';
import Link from '@cloudscape-design/components/link';

export function BackToSignIn() {
  const navigate = useNavigate();
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
