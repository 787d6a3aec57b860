import { ComingSoon } from '../../components/ComingSoon';

/** /user/settings: profile, passport images, password. */
export function SettingsPage() {
  return <ComingSoon />;
}
