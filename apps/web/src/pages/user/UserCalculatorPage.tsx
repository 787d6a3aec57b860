import { ComingSoon } from '../../components/ComingSoon';

/** /user/calculator: the delivery price calculator. */
export function UserCalculatorPage() {
  return <ComingSoon />;
}
