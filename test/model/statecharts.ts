// Mermaid stateDiagram-v2 pictures of the machines, generated from their definitions,
// and the check that the committed pictures in docs/statecharts/ are current.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machineFile, machineNames, ROOT } from './registry';
import { eventLabel, stateNodes, transitions, type TransitionInfo } from './structure';

export const DOCS_DIR = join(ROOT, 'docs', 'statecharts');
const ANY_STATE = 'any_state';

const mermaidId = (node: AnyStateNode) => (node.path.join('_') || 'machine').replace(/[^A-Za-z0-9_]/g, '_');
/** Mermaid ends a label at `;` and reads `#` as an entity; neither may reach it. */
const clean = (text: string) => text.replace(/[;#]/g, ' ').replace(/\s+/g, ' ').trim();

function transitionLabel(t: TransitionInfo): string {
  const event = eventLabel(t.eventType, t.source);
  return clean(`${event}${t.guard ? ` [${t.guard}]` : ''}${t.targetless ? ' (stays)' : ''}`);
}

function lowestCommonParent(a: AnyStateNode, b: AnyStateNode): AnyStateNode | undefined {
  const ancestors = new Set<AnyStateNode>();
  for (let n = a.parent; n; n = n.parent) ancestors.add(n);
  for (let n = b.parent; n; n = n.parent) if (ancestors.has(n)) return n;
  return undefined;
}

/** The diagram text, without the code fence. */
export function renderDiagram(machine: AnyStateMachine): string {
  const all = transitions(machine);
  // Each arrow goes into the innermost block that holds both of its ends.
  const arrowsIn = new Map<AnyStateNode | undefined, string[]>();
  const add = (block: AnyStateNode | undefined, line: string) => arrowsIn.set(block, [...(arrowsIn.get(block) ?? []), line]);
  // The machine's own transitions leave whatever state is active.
  const fromAnyState: string[] = [];
  for (const t of all) {
    const label = transitionLabel(t);
    const targets = t.targetless ? [t.source] : t.targets;
    for (const target of targets) {
      if (t.source === machine.root) {
        fromAnyState.push(`${ANY_STATE} --> ${mermaidId(target)}: ${label}`);
        continue;
      }
      const block = t.source === target ? t.source.parent : lowestCommonParent(t.source, target);
      add(block, `${mermaidId(t.source)} --> ${mermaidId(target)}: ${label}`);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const renderChildren = (parent: AnyStateNode, indent: string) => {
    const children = (Object.values(parent.states) as AnyStateNode[]).filter((c) => c.type !== 'history');
    if (parent.type === 'parallel') {
      children.forEach((region, i) => {
        if (i > 0) lines.push(`${indent}--`);
        renderState(region, indent);
      });
    } else {
      const initial = parent.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
      for (const child of children) renderState(child, indent);
    }
    for (const arrow of arrowsIn.get(parent) ?? []) lines.push(`${indent}${arrow}`);
    if (parent === machine.root) {
      for (const arrow of arrowsIn.get(undefined) ?? []) lines.push(`${indent}${arrow}`);
      if (fromAnyState.length) lines.push(`${indent}state "(any state)" as ${ANY_STATE}`, ...fromAnyState.map((a) => `${indent}${a}`));
    }
    for (const child of children) if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  };
  const renderState = (node: AnyStateNode, indent: string) => {
    const id = mermaidId(node);
    if (id !== node.key) lines.push(`${indent}state "${clean(node.key)}" as ${id}`);
    if (node.type === 'compound' || node.type === 'parallel') {
      lines.push(`${indent}state ${id} {`);
      renderChildren(node, `${indent}  `);
      lines.push(`${indent}}`);
    } else if (id === node.key) {
      lines.push(`${indent}${id}`);
    }
    if (node.description) lines.push(`${indent}note right of ${id}: ${clean(node.description)}`);
  };
  renderChildren(machine.root, '  ');
  return lines.join('\n');
}

/** The machine's doc comment: the one before `export const <name>Machine`, else the file's first. */
export function docComment(source: string, name: string): string | null {
  const comments = [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)];
  const exportAt = source.indexOf(`export const ${name}Machine`);
  const before = comments.filter((c) => exportAt >= 0 && c.index! + c[0].length <= exportAt);
  const last = before.at(-1);
  const attached = last && /^\s*$/.test(source.slice(last.index! + last[0].length, exportAt)) ? last : undefined;
  const chosen = attached ?? comments[0];
  if (!chosen) return null;
  const text = chosen[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trimEnd())
    .join('\n')
    .trim();
  const paragraph = text.split(/\n\s*\n/)[0]!;
  return paragraph.replace(/\s*\n\s*/g, ' ').trim() || null;
}

export interface Statechart {
  name: string;
  states: number;
  transitions: number;
  text: string;
}

export function renderDoc(name: string, machine: AnyStateMachine, source: string): Statechart {
  const description = docComment(source, name);
  const file = relative(DOCS_DIR, machineFile(name)).split('\\').join('/');
  const text = [
    `# ${name}`,
    '',
    ...(description ? [description, ''] : []),
    `Machine: [\`machines/${name}.machine.ts\`](${file}). Arrows are labelled with the event,`,
    '`after <delay>`, `done: <actor>` or `error: <actor>`, and the guard in brackets.',
    'Generated by `npx tsx scripts/statecharts.ts`; edit the machine, not this file.',
    '',
    '```mermaid',
    renderDiagram(machine),
    '```',
    '',
  ].join('\n');
  return { name, states: stateNodes(machine).length, transitions: transitions(machine).length, text };
}

export function renderIndex(charts: Statechart[]): string {
  return [
    '# Statecharts',
    '',
    'One diagram per machine in `machines/`, generated from the machine definitions by',
    '`npx tsx scripts/statecharts.ts` (`--check` lists stale files; the model tests fail on them).',
    'States and transitions are the ones `coverage/model-paths.json` counts.',
    '',
    '| machine | states | transitions |',
    '|---|---|---|',
    ...charts.map((c) => `| [${c.name}](${c.name}.md) | ${c.states} | ${c.transitions} |`),
    '',
  ].join('\n');
}

/** Every file docs/statecharts/ should hold, by file name. */
export async function expectedDocs(): Promise<Map<string, string>> {
  const charts: Statechart[] = [];
  for (const name of machineNames()) {
    const file = machineFile(name);
    const machine = (await import(/* @vite-ignore */ pathToFileURL(file).href))[`${name}Machine`] as AnyStateMachine | undefined;
    if (!machine?.root) throw new Error(`machines/${name}.machine.ts must export a machine named ${name}Machine`);
    charts.push(renderDoc(name, machine, readFileSync(file, 'utf8')));
  }
  const files = new Map(charts.map((c) => [`${c.name}.md`, c.text]));
  files.set('README.md', renderIndex(charts));
  return files;
}

/** Files that differ from what the machines say, are missing, or belong to no machine. */
export function staleDocs(expected: Map<string, string>): string[] {
  const stale: string[] = [];
  for (const [file, text] of expected) {
    const path = join(DOCS_DIR, file);
    if (!existsSync(path)) stale.push(`docs/statecharts/${file} is missing`);
    else if (readFileSync(path, 'utf8') !== text) stale.push(`docs/statecharts/${file} is out of date`);
  }
  if (existsSync(DOCS_DIR)) {
    for (const file of readdirSync(DOCS_DIR)) {
      if (file.endsWith('.md') && !expected.has(file)) stale.push(`docs/statecharts/${file} belongs to no machine`);
    }
  }
  return stale;
}
