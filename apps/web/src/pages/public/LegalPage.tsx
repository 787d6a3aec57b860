import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../NotFoundPage';
import { InfoPage } from './InfoPage';
import { LEGAL_DOCS, type LegalDoc } from './legal-docs';

/** The footer's documents; their texts are not published yet. */
export function LegalPage() {
  const { t } = useTranslation();
  const { doc } = useParams();
  if (!LEGAL_DOCS.includes(doc as LegalDoc)) return <NotFoundPage />;
  return <InfoPage title={t(`legal.${doc as LegalDoc}`)} text={t('legal.pending')} />;
}
