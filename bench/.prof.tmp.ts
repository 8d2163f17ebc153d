import { Session } from 'node:inspector/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { loginLoad } from './loginLoad';
const config = { ...loadConfig({}), pgliteDir: 'memory://', dev: true, logLevel: 'warn' as const, distDir: path.join(tmpdir(), 'x-no-dist'), jobIntervalSeconds: 0, trustProxy: ['127.0.0.1'], authRequestsPerMinute: 1_000_000 };
const built = await buildApp(config, { logger: false });
const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
const accounts = [];
for (let i = 0; i < 4; i++) { const username = `bench${randomBytes(4).toString('hex')}`; await built.services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: username, password: 'Bench@12345', passwordSetBy: 'self' }); accounts.push({ username, password: 'Bench@12345' }); }
await loginLoad({ address, accounts, seconds: 2, merchant: 'NG' }); // warm
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 200 }); await s.post('Profiler.start');
const cpu = process.cpuUsage(); const t = performance.now();
const load = await loginLoad({ address, accounts, seconds: Number(process.env.S ?? 6), merchant: 'NG' });
const used = process.cpuUsage(cpu); const wall = performance.now() - t;
const { profile } = await s.post('Profiler.stop');
writeFileSync(process.env.OUT ?? '/tmp/ls-prof.cpuprofile', JSON.stringify(profile));
const n = load.latencies.length;
console.log('rounds', n, 'failures', JSON.stringify(load.failures), 'server cpu ms/login', ((used.user + used.system) / 1000 / n).toFixed(2), 'wall ms', wall.toFixed(0));
// self time by function
const self = new Map<string, number>(); const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
let total = 0, idle = 0;
for (const [id, us] of counts) { const node: any = byId.get(id); const f = node.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*node_modules\//, 'nm/').replace(/.*wt-login-speed\//, '')}:${f.lineNumber}`; total += us; if (f.functionName === '(idle)') idle += us; self.set(key, (self.get(key) ?? 0) + us); }
console.log('main thread busy ms/login', ((total - idle) / 1000 / n).toFixed(2));
// by file
const byFile = new Map<string, number>();
for (const [id, us] of counts) { const f: any = (byId.get(id) as any).callFrame; const k = f.url ? f.url.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, 'nm:$1').replace(/.*wt-login-speed\//, '') : f.functionName; byFile.set(k, (byFile.get(k) ?? 0) + us); }
for (const [k, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((us / 1000 / n).toFixed(3).padStart(8), k);
await built.close();
