export {};
import { buildGraph } from './graph';
import { requireEntry } from './registry';
const name = process.argv[2]!;
const g = await buildGraph(await requireEntry(name));
const keys = new Map<string, number>();
for (const p of g.paths) { const k = p.title.match(/^\((\w+)\)/)?.[1] ?? '-'; keys.set(k, (keys.get(k) ?? 0) + 1); }
console.log(g.paths.length, [...keys]);
const states = new Set(g.paths.flatMap((p) => p.steps.map((s) => s.key)));
console.log('keys', states.size);
const byState = new Map<string, number>(); for (const k of states) { const v = k.split(' [')[0]; byState.set(v, (byState.get(v) ?? 0) + 1); } console.log([...byState]);
