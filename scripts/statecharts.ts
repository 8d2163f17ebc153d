// Writes one Mermaid diagram per machine into docs/statecharts/ (plus README.md).
// `--check` writes nothing and exits 1 listing the files that are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_DIR, expectedDocs, staleDocs } from '../test/model/statecharts';

const expected = await expectedDocs();

if (process.argv.includes('--check')) {
  const stale = staleDocs(expected);
  if (stale.length) {
    console.error(`Statecharts are stale; run \`npx tsx scripts/statecharts.ts\`:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`docs/statecharts: ${expected.size} files up to date`);
} else {
  mkdirSync(DOCS_DIR, { recursive: true });
  // Diagrams of machines that no longer exist go.
  for (const file of readdirSync(DOCS_DIR)) {
    if (file.endsWith('.md') && !expected.has(file)) rmSync(join(DOCS_DIR, file));
  }
  for (const [file, text] of expected) writeFileSync(join(DOCS_DIR, file), text);
  console.log(`docs/statecharts: wrote ${expected.size} files`);
}
