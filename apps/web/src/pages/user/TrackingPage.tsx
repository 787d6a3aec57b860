import { ComingSoon } from '../../components/ComingSoon';

/** /user/tracking: parcel tracking by track number. */
export function TrackingPage() {
  return <ComingSoon />;
}
