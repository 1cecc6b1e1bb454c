/** Sign-in with the tenant's pool; a session that ended keeps its queue and its user's name. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../i18n';
import { signInField, type FieldSession } from '../session';
import { Banner, Button, Field } from '../ui';
import { LanguagePicker, useOnline } from './Header';

export function SignInScreen({ previous, onDone }: { previous: FieldSession | null; onDone: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [username, setUsername] = useState(previous?.loginData.username ?? '');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return setFailure(t('signIn.required'));
    setBusy(true);
    setFailure(null);
    try {
      await signInField(username.trim(), password);
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setFailure(
        message === 'FIELD_SET_PASSWORD_FIRST'
          ? t('signIn.setPasswordFirst')
          : !navigator.onLine
            ? t('signIn.offline')
            : /password|user/i.test(message) && !/temporary/i.test(message)
              ? t('signIn.invalid')
              : serverText(message) || t('signIn.invalid'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="app">
      <header className="header">
        <div className="header-row">
          <span className="header-title">
            <strong>AssetCare</strong>
            <span>{t('signIn.subtitle')}</span>
          </span>
        </div>
      </header>
      <main className="content">
        <h1>{t('signIn.title')}</h1>
        {previous?.expired && <Banner kind="warning">{t('signIn.queueKept')}</Banner>}
        {!online && <Banner kind="warning">{t('signIn.offline')}</Banner>}
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
          <Field label={t('signIn.username')}>
            <input
              autoComplete="username"
              autoCapitalize="none"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </Field>
          <Field label={t('signIn.password')}>
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          {failure && <Banner kind="error">{failure}</Banner>}
          <Button type="submit" disabled={busy}>
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </Button>
        </form>
        <LanguagePicker />
      </main>
    </div>
  );
}
