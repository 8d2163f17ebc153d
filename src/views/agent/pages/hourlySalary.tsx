import { SalaryPage } from '../SalaryPage';

/** Hourly salary (spec section 2, AGENT-14): shown only while its option is on. */
export default function HourlySalaryPage() {
  return <SalaryPage page="hourlySalary" kind="hourly" />;
}
