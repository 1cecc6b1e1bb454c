/** /login (spec 2.3, 5, 8): Cognito sign-in, then POST User/Login, then the role home. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Messages } from '@shared/messages';
import { roleHome } from '@shared/roles';
import { postLogin } from '../../app/api/session-api';
import { fetchAccessToken, signInWithPassword } from '../../app/session/identity';
import { startSession } from '../../app/session/session-actions';
import { clearStorage, DOMAIN_KEY } from '../../app/session/session-store';
import { currentTenantCode } from '../../app/tenant';
import { messageOf } from './errors';
import { SignInLayout } from './SignInLayout';

interface LoginErrors {
  username?: string;
  password?: string;
}

function validate(username: string, password: string): LoginErrors {
  return {
    username: username ? undefined : Messages.usernameRequired,
    password: password ? undefined : Messages.passwordRequired,
  };
}

export function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Spec 2.1: the login screen clears local and session storage on load.
  useEffect(() => {
    clearStorage({ keepDomain: false });
    localStorage.setItem(DOMAIN_KEY, currentTenantCode());
  }, []);

  const signIn = async () => {
    const name = username.trim();
    const found = validate(name, password);
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    setFailure(null);
    try {
      if ((await signInWithPassword(name, password)) === 'newPasswordRequired') {
        navigate('/setpassword', { state: { username: name } });
        return;
      }
      const token = await fetchAccessToken();
      if (!token) throw new Error(Messages.invalidCredentials);
      const loginData = await postLogin(name, token);
      navigate(roleHome(startSession(loginData, token) ?? undefined), { replace: true });
    } catch (error) {
      clearStorage({ keepDomain: true });
      setFailure(messageOf(error, Messages.invalidCredentials));
      setBusy(false);
    }
  };

  return (
    <SignInLayout title="Sign In">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void signIn();
        }}
      >
        <Form
          errorText={failure}
          actions={
            <Button variant="primary" formAction="submit" loading={busy}>
              Sign In
            </Button>
          }
          secondaryActions={
            <Link
              href="/forgotpassword"
              onFollow={(event) => {
                event.preventDefault();
                navigate('/forgotpassword');
              }}
            >
              Forgot password
            </Link>
          }
        >
          <SpaceBetween size="m">
            <FormField label="Username" errorText={errors.username}>
              <Input
                value={username}
                autoComplete="username"
                autoFocus
                onChange={({ detail }) => {
                  setUsername(detail.value);
                  setErrors((previous) => ({ ...previous, username: undefined }));
                }}
              />
            </FormField>
            <FormField label="Password" errorText={errors.password}>
              <Input
                type="password"
                value={password}
                autoComplete="current-password"
                onChange={({ detail }) => {
                  setPassword(detail.value);
                  setErrors((previous) => ({ ...previous, password: undefined }));
                }}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </SignInLayout>
  );
}
