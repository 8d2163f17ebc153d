import { SalaryPage } from '../SalaryPage';

/** Dividend (spec section 2, AGENT-12): shown only while its option is on. */
export default function DividendPage() {
  return <SalaryPage page="dividend" kind="dividend" />;
}
