import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/ls-prof.cpuprofile', 'utf8'));
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const counts = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const want = process.argv.slice(3);
const agg = new Map<string, number>();
for (const [id, us] of counts) {
  const f: any = (byId.get(id) as any).callFrame;
  if (!want.includes(f.functionName)) continue;
  // stack of 6 parents
  const st: string[] = []; let p = parent.get(id); let d = 0;
  while (p !== undefined && d < 7) { const pf: any = (byId.get(p) as any).callFrame; st.push(`${pf.functionName}@${pf.url.replace(/.*\//, '')}:${pf.lineNumber}`); p = parent.get(p); d++; }
  const k = `${f.functionName} <- ${st.join(' <- ')}`; agg.set(k, (agg.get(k) ?? 0) + us);
}
for (const [k, us] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log((us / 1000).toFixed(0).padStart(6), k);
