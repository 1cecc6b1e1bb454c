/** The top bar: the app and site, online or offline, what waits to be sent, the language and sign-out. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, type FieldLanguage } from '../i18n';
import { signOutField, type FieldSession } from '../session';
import { Banner, Button } from '../ui';

export function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field-label">{t('menu.language')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => setLanguage(event.target.value as FieldLanguage)}
      >
        <option value="en">English</option>
        <option value="es">Español</option>
      </select>
    </label>
  );
}

export function Header({
  session,
  waiting,
  refused,
  onSending,
  onHome,
}: {
  session: FieldSession;
  waiting: number;
  refused: number;
  onSending: () => void;
  onHome: () => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const [menu, setMenu] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const signOut = () => {
    if (waiting > 0 && !confirming) return setConfirming(true);
    void signOutField();
  };

  return (
    <header className="header">
      <div className="header-row">
        <button type="button" className="header-title" onClick={onHome}>
          <strong>AssetCare</strong>
          <span>{session.siteName ?? ''}</span>
        </button>
        <span className={`pill ${online ? 'pill-online' : 'pill-offline'}`}>
          {online ? t('header.online') : t('header.offline')}
        </span>
      </div>
      <div className="header-row">
        <Button kind={refused ? 'danger' : 'secondary'} onClick={onSending}>
          {refused
            ? t('header.sendingRefused', { count: waiting, refused })
            : t('header.sending', { count: waiting })}
        </Button>
        <Button kind="secondary" onClick={() => setMenu(!menu)} pressed={menu}>
          {t('header.menu')}
        </Button>
      </div>
      {menu && (
        <div className="menu">
          <p>
            {session.loginData.firstname} {session.loginData.lastname} · {session.loginData.username}
          </p>
          <LanguagePicker />
          {confirming && <Banner kind="warning">{t('menu.signOutUnsent', { count: waiting })}</Banner>}
          <Button kind={confirming ? 'danger' : 'secondary'} onClick={signOut}>
            {confirming ? t('menu.signOutAnyway') : t('menu.signOut')}
          </Button>
          {confirming && (
            <Button kind="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          )}
        </div>
      )}
    </header>
  );
}
