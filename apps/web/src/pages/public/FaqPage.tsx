import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export function FaqPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('publicPages.faqTitle')} text={t('publicPages.faqText')} />;
}
