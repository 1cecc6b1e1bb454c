/** A role with no field screens yet (a manager trying the app): says so, and leads back to the manager app. */
import { useTranslation } from 'react-i18next';
import { Banner } from '../ui';

export function NoFieldWork() {
  const { t } = useTranslation();
  return (
    <Banner kind="info">
      <p>{t('noFieldWork.text')}</p>
      <a className="btn btn-secondary" href="/">
        {t('noFieldWork.managerApp')}
      </a>
    </Banner>
  );
}
