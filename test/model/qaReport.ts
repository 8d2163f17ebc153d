// The QA report (npm run qa:report → coverage/qa/index.html): one page listing every
// machine with its coverage, expectations and mutation score, and a page per machine
// with its diagram, the states and transitions its paths cover, every path step by step,
// what the model expects in each state, and the mutants no test noticed, linked to the
// machine's source lines. Reads what the test runs left: coverage/model-paths.json
// (npm run test:model) and the mutation report (npm run test:mutation; the recorded
// docs/mutation-score.json when no full report is at hand).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import type { MachineCoverage } from './coverage';
import { isUnchecked } from './expectations';
import { type FileScore, type RecordedScore, RUN_SCORE_FILE, SCORE_FILE, type Survivor } from './mutationScore';
import { buildGraph, type ModelGraph, type ModelPath } from './graph';
import { loadRegistry, ROOT } from './registry';
import { renderDiagram } from './statecharts';
import { stateNodes, transitions } from './structure';

export const QA_DIR = join(ROOT, 'coverage', 'qa');
const COVERAGE_FILE = join(ROOT, 'coverage', 'model-paths.json');
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

const pct = (covered: number, total: number) => (total === 0 ? '100%' : `${Math.floor((covered / total) * 1000) / 10}%`);

const STYLE = `
:root { color-scheme: light dark; --fg: #1d2330; --muted: #5b6475; --bg: #fff; --line: #d9dee7; --ok: #11703a; --bad: #a4161a; --code: #f4f6fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ef; --muted: #a3acbd; --bg: #151922; --line: #2c3342; --ok: #5fd08d; --bad: #ff7b7f; --code: #1d2230; } }
body { font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 4rem; }
h1, h2, h3 { line-height: 1.25; }
a { color: inherit; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; }
th, td { border-bottom: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.ok { color: var(--ok); } .bad { color: var(--bad); } .muted { color: var(--muted); }
code, pre { font: 13px/1.45 ui-monospace, monospace; background: var(--code); }
pre { padding: .5rem .75rem; overflow-x: auto; margin: .25rem 0; }
details { border-bottom: 1px solid var(--line); padding: .2rem 0; }
summary { cursor: pointer; }
ol.steps { margin: .25rem 0 .5rem; }
.source { counter-reset: line; }
.source span { display: block; white-space: pre; }
.source span:target, .source span.hit { background: rgba(255, 170, 0, .25); }
.source a.line { display: inline-block; width: 3.5em; color: var(--muted); text-decoration: none; user-select: none; }
nav { margin: .5rem 0 1rem; }
`;

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style>${head}</head>
<body>
${body}
</body>
</html>
`;

interface MachineFacts {
  name: string;
  graph: ModelGraph;
  coverage: MachineCoverage | null;
  mutation: FileScore | null;
  file: string;
}

// A model without expectations (while one is being written) shows as checking nothing.
const NONE = { context: {}, actions: {}, invokes: {}, delays: {}, failures: {} };

function expectationCounts(graph: ModelGraph) {
  const expect = graph.model.expect ?? NONE;
  const context = Object.values(expect.context as Record<string, unknown>);
  return {
    context: context.length,
    unchecked: context.filter(isUnchecked).length,
    actions: Object.keys(expect.actions).length,
    invokes: Object.keys(expect.invokes).length,
    delays: Object.keys(expect.delays).length,
    failures: Object.keys(expect.failures).length,
    states: Object.keys(expect.states ?? {}).length,
  };
}

function scoreCell(score: FileScore | null, threshold: number) {
  if (!score) return '<td class="num muted">not run</td>';
  return `<td class="num ${score.score >= threshold ? 'ok' : 'bad'}">${score.score.toFixed(1)}%</td>`;
}

function indexPage(machines: MachineFacts[], mutation: RecordedScore | null, hasMutationReport: boolean): string {
  const threshold = mutation?.threshold ?? 90;
  const rows = machines.map((m) => {
    const c = m.coverage;
    const e = expectationCounts(m.graph);
    const cov = (t?: { covered: number; total: number }) =>
      t ? `<td class="num ${t.covered === t.total ? 'ok' : 'bad'}">${t.covered}/${t.total} (${pct(t.covered, t.total)})</td>` : '<td class="num muted">not measured</td>';
    return `<tr data-machine="${m.name}" data-survivors="${m.mutation ? m.mutation.survived + m.mutation.noCoverage : 0}">
<td><a href="${m.name}.html">${m.name}</a></td>
${cov(c?.states)}${cov(c?.transitions)}${cov(c?.delays)}
<td class="num">${m.graph.paths.length}</td><td class="num">${m.graph.journeys.length}</td>
<td class="num">${e.context - e.unchecked}/${e.context}</td><td class="num">${e.actions}</td><td class="num">${e.invokes}</td><td class="num">${e.failures}</td>
${scoreCell(m.mutation, threshold)}<td class="num">${m.mutation ? m.mutation.survived + m.mutation.noCoverage : ''}</td>
</tr>`;
  });
  const helpers = mutation
    ? Object.entries(mutation.files).filter(([path]) => !machines.some((m) => m.file === path))
    : [];
  const summary = mutation
    ? `<p>Mutation score over <code>machines/</code>: <strong class="${mutation.machines >= threshold ? 'ok' : 'bad'}" data-testid="machines-score">${mutation.machines.toFixed(2)}%</strong> (threshold ${threshold}%)${
        mutation.shared === null ? '' : `; shared rule modules: ${mutation.shared.toFixed(2)}%`
      }.${hasMutationReport ? ' Every mutant, file by file: <a href="../mutation/index.html">the mutation report</a>.' : ''}</p>`
    : '<p class="muted">No mutation run yet: <code>npm run test:mutation</code>.</p>';
  return page(
    'QA report: machines',
    `<h1>QA report: the portal's machines</h1>
<p>Every flow is a statechart in <code>machines/</code>. Per machine: the states, transitions and named delays its model paths
cover (<code>npm run test:model</code>), the paths and hand-written journeys, how many of its context fields, actions, actor inputs
and failures the model checks at every step, and the share of deliberate bugs (mutants) the tests noticed. How to read it:
<code>docs/model-testing.md</code>.</p>
${summary}
<table data-testid="machines">
<thead><tr><th>machine</th><th class="num">states</th><th class="num">transitions</th><th class="num">delay boundaries</th><th class="num">paths</th><th class="num">journeys</th>
<th class="num">context checked</th><th class="num">actions</th><th class="num">actor inputs</th><th class="num">failure oracles</th><th class="num">mutation score</th><th class="num">survivors</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
${
  helpers.length
    ? `<h2>Other modules</h2><table data-testid="modules"><thead><tr><th>file</th><th class="num">mutation score</th><th class="num">killed</th><th class="num">survivors</th><th class="num">ignored</th></tr></thead><tbody>
${helpers.map(([path, f]) => `<tr><td><code>${escape(path)}</code></td>${scoreCell(f, threshold)}<td class="num">${f.killed}</td><td class="num">${f.survived + f.noCoverage}</td><td class="num">${f.ignored}</td></tr>`).join('\n')}
</tbody></table>`
    : ''
}`,
  );
}

const source = (fn: unknown) => (typeof fn === 'function' ? fn.toString() : JSON.stringify(fn));

function expectationSection(graph: ModelGraph): string {
  const expect = graph.model.expect ?? NONE;
  const list = (title: string, id: string, entries: [string, unknown][], what: string) => `
<h3 id="${id}">${title} <span class="muted">(${entries.length})</span></h3>
${entries.length ? `<table><thead><tr><th>${what}</th><th>the model expects</th></tr></thead><tbody>
${entries
  .map(([name, value]) =>
    isUnchecked(value)
      ? `<tr><td><code>${escape(name)}</code></td><td class="muted">not checked: ${escape(value.unchecked)}</td></tr>`
      : `<tr><td><code>${escape(name)}</code></td><td><pre>${escape(source(value))}</pre></td></tr>`,
  )
  .join('\n')}</tbody></table>` : '<p class="muted">none</p>'}`;
  return `
<h2 id="expectations">What every step is checked for</h2>
<p>After every step of every path the running machine's context must equal what these functions compute from the steps taken (the
trace), each named action must have run as often (or with the params) they say, and each actor must be started with the input they give.
Every timer must have the length the delays give and not fire a millisecond earlier. Every error code of the catalogue (and a thrown
non-API error) is fed to every state each actor runs in, and must lead where the failures say.</p>
${list('Context', 'context', Object.entries(expect.context as Record<string, unknown>), 'field')}
${list('Actions', 'actions', Object.entries(expect.actions as Record<string, unknown>), 'action')}
${list('Actor inputs', 'invokes', Object.entries(expect.invokes as Record<string, unknown>), 'actor')}
${list('Delays', 'delays', Object.entries(expect.delays as Record<string, unknown>), 'delay')}
${list('Failures', 'failures', Object.entries(expect.failures as Record<string, unknown>), 'actor')}
${list('State checks', 'states', Object.entries(expect.states ?? {}), 'state')}`;
}

function pathItem(path: ModelPath): string {
  const steps = path.steps
    .map((s, i) => `<li>${i === 0 ? '<span class="muted">start</span>' : `<code>${escape(s.label)}</code>${s.ms !== undefined ? ` <span class="muted">(${s.ms} ms)</span>` : ''}`} → <strong>${escape(s.key)}</strong></li>`)
    .join('');
  return `<details><summary>${escape(path.title)}</summary>${path.input ? `<p class="muted">input: ${escape(path.input.name)}</p>` : ''}<ol class="steps" start="0">${steps}</ol></details>`;
}

function coverageSection(machine: AnyStateMachine, coverage: MachineCoverage | null): string {
  if (!coverage) return '<p class="muted">Coverage not measured yet: <code>npm run test:model</code>.</p>';
  const missing = (items: string[]) =>
    items.length ? `<ul class="bad">${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>` : '';
  const row = (what: string, t?: { covered: number; total: number; missing: string[] }) =>
    t ? `<tr><td>${what}</td><td class="num ${t.covered === t.total ? 'ok' : 'bad'}">${t.covered}/${t.total}</td><td class="num">${pct(t.covered, t.total)}</td><td>${missing(t.missing)}</td></tr>` : '';
  return `<table data-testid="coverage"><thead><tr><th></th><th class="num">covered</th><th class="num"></th><th>missing</th></tr></thead><tbody>
${row('states', coverage.states)}${row('transitions', coverage.transitions)}${row('delay boundaries', coverage.delays)}
</tbody></table>
<details><summary>Every state (${stateNodes(machine).length}) and transition (${transitions(machine).length})</summary>
<ul>${stateNodes(machine).map((n) => `<li><code>${escape(n.path.join('.'))}</code></li>`).join('')}</ul>
<ul>${transitions(machine).map((t) => `<li><code>${escape(t.label)}</code></li>`).join('')}</ul></details>`;
}

function mutationSection(m: MachineFacts, threshold: number, hasMutationReport: boolean): string {
  if (!m.mutation) return '<p class="muted">No mutation run for this machine yet: <code>npm run test:mutation -- ' + m.name + '</code>.</p>';
  const f = m.mutation;
  const survivors = f.survivors?.length
    ? `<table data-testid="survivors"><thead><tr><th>line</th><th>mutator</th><th>replaced by</th><th>status</th></tr></thead><tbody>
${(f.survivors ?? [])
  .map(
    (s) =>
      `<tr><td><a href="#L${s.line}" class="survivor">${s.line}:${s.column}</a></td><td>${escape(s.mutator)}</td><td><code>${escape(s.replacement.slice(0, 160))}</code></td><td>${escape(s.status)}</td></tr>`,
  )
  .join('\n')}</tbody></table>`
    : '<p class="ok">Every mutant was noticed.</p>';
  return `<p>Score <strong class="${f.score >= threshold ? 'ok' : 'bad'}" data-testid="score">${f.score.toFixed(1)}%</strong>: ${f.killed} killed,
${f.survived} survived, ${f.noCoverage} not covered, ${f.ignored} ignored as equivalent (see <code>stryker/equivalents.mjs</code>, and the
<code>Stryker disable</code> comments in the source, each with its reason). Why each survivor is left: <code>docs/model-testing.md</code>, Surviving mutants.
${hasMutationReport ? 'Every mutant with its diff: <a href="../mutation/index.html">the mutation report</a>.' : ''}</p>
${survivors}`;
}

function sourceSection(file: string, survivors: Survivor[]): string {
  const text = existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '';
  const hit = new Set(survivors.map((s) => s.line));
  const lines = text.split('\n').map((line, i) => `<span id="L${i + 1}"${hit.has(i + 1) ? ' class="hit"' : ''}><a class="line" href="#L${i + 1}">${i + 1}</a>${escape(line)}</span>`);
  return `<pre class="source" data-testid="source">${lines.join('')}</pre>`;
}

function machinePage(m: MachineFacts, threshold: number, hasMutationReport: boolean): string {
  const { graph } = m;
  const requirements = Object.entries(graph.model.requirements ?? {});
  return page(
    `QA: ${m.name}`,
    `<nav><a href="index.html">← all machines</a></nav>
<h1>${m.name}</h1>
<p>Machine <code>${m.file}</code>, model <code>test/model/models/${m.name}.model.ts</code>.
<a href="#diagram">diagram</a> · <a href="#coverage">coverage</a> · <a href="#expectations">expectations</a> · <a href="#paths">paths</a> · <a href="#mutation">mutation</a> · <a href="#source">source</a></p>
<h2 id="diagram">Diagram</h2>
<pre class="mermaid" data-testid="diagram">${escape(renderDiagram(graph.machine))}</pre>
<h2 id="coverage">Coverage</h2>
${coverageSection(graph.machine, m.coverage)}
${requirements.length ? `<h3>Requirements proved by states</h3><table><tbody>${requirements.map(([key, ids]) => `<tr><td><code>${escape(key)}</code></td><td>${ids.map(escape).join(', ')}</td></tr>`).join('')}</tbody></table>` : ''}
${expectationSection(graph)}
<h2 id="paths">Paths <span class="muted">(${graph.paths.length} generated, ${graph.journeys.length} journeys)</span></h2>
<h3>Journeys</h3>
${graph.journeys.map(pathItem).join('\n') || '<p class="muted">none</p>'}
<h3>Generated paths</h3>
${graph.paths.map(pathItem).join('\n')}
<h2 id="mutation">Mutation testing</h2>
${mutationSection(m, threshold, hasMutationReport)}
<h2 id="source">Source</h2>
${sourceSection(m.file, m.mutation?.survivors ?? [])}`,
    `<script src="mermaid.min.js"></script><script>mermaid.initialize({ startOnLoad: true, securityLevel: 'strict', theme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'default' });</script>`,
  );
}

/** Writes the report into `dir`; answers the machines it lists. */
export async function writeQaReport(dir = QA_DIR): Promise<string[]> {
  const registry = await loadRegistry();
  const coverage = readJson<{ machines: Record<string, MachineCoverage> }>(COVERAGE_FILE)?.machines ?? {};
  const mutation = readJson<RecordedScore>(RUN_SCORE_FILE) ?? readJson<RecordedScore>(SCORE_FILE);
  const hasMutationReport = existsSync(join(ROOT, 'coverage', 'mutation', 'index.html')) && relative(join(ROOT, 'coverage'), dir) === 'qa';
  const machines: MachineFacts[] = registry.entries.map((entry) => {
    const file = relative(ROOT, entry.machineFile).split('\\').join('/');
    return { name: entry.name, graph: buildGraph(entry), coverage: coverage[entry.name] ?? null, mutation: mutation?.files[file] ?? null, file };
  });
  mkdirSync(dir, { recursive: true });
  const require = createRequire(import.meta.url);
  copyFileSync(require.resolve('mermaid/dist/mermaid.min.js'), join(dir, 'mermaid.min.js'));
  const threshold = mutation?.threshold ?? 90;
  writeFileSync(join(dir, 'index.html'), indexPage(machines, mutation, hasMutationReport));
  for (const m of machines) writeFileSync(join(dir, `${m.name}.html`), machinePage(m, threshold, hasMutationReport));
  return machines.map((m) => m.name);
}
