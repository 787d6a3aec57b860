import { ComingSoon } from '../../components/ComingSoon';

/** /admin/contact: warehouse addresses. */
export function ContactsPage() {
  return <ComingSoon />;
}
