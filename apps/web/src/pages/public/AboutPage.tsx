import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export function AboutPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('publicPages.aboutTitle')} text={t('publicPages.aboutText')} />;
}
