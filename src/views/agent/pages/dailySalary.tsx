import { SalaryPage } from '../SalaryPage';

/** Daily salary (spec section 2, AGENT-13): shown only while its option is on. */
export default function DailySalaryPage() {
  return <SalaryPage page="dailySalary" kind="daily" />;
}
