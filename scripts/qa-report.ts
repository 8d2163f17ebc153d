// npm run qa:report: writes coverage/qa/index.html (see test/model/qaReport.ts).
import { join, relative } from 'node:path';
import { QA_DIR, writeQaReport } from '../test/model/qaReport';
import { ROOT } from '../test/model/registry';

const machines = await writeQaReport();
console.log(`QA report: ${relative(ROOT, join(QA_DIR, 'index.html'))} (${machines.length} machines)`);
