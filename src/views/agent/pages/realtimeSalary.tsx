import { SalaryPage } from '../SalaryPage';

/** Real-time salary, settled every 5 minutes (spec sections 2 and 9, AGENT-15): shown only while its option is on. */
export default function RealtimeSalaryPage() {
  return <SalaryPage page="realtimeSalary" kind="realtime" />;
}
