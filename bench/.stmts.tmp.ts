import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { encryptPayload } from '../server/shared/payloadCrypto';
const config = { ...loadConfig({}), pgliteDir: 'memory://', dev: true, logLevel: 'warn' as const, distDir: path.join(tmpdir(), 'x-no-dist'), jobIntervalSeconds: 0, trustProxy: ['127.0.0.1'], authRequestsPerMinute: 1_000_000 };
const built = await buildApp(config, { logger: false });
await built.services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: 'benchx1', password: 'Bench@12345', passwordSetBy: 'self' });
const key = JSON.parse((await built.app.inject({ url: '/api/system/key' })).body).value;
// wrap executeQuery on the driver connection
const proto = Object.getPrototypeOf((built.store.db as any).getExecutor().adapter ? {} : {});
const stats = new Map<string, { n: number; cpu: number }>();
let record = false;
const exec = (built.store.db as any).getExecutor();
const origProvide = exec.provideConnection.bind(exec);
exec.provideConnection = (cb: any) => origProvide(async (conn: any) => {
  if (!conn.__wrapped) { const orig = conn.executeQuery.bind(conn); conn.executeQuery = async (q: any) => { const c = process.cpuUsage(); const t = performance.now(); try { return await orig(q); } finally { const u = process.cpuUsage(c); if (record) { const k = q.sql.replace(/\s+/g, ' ').slice(0, 110); const s = stats.get(k) ?? { n: 0, cpu: 0 }; s.n++; s.cpu += (u.user + u.system) / 1000; stats.set(k, s); } } }; conn.__wrapped = true; }
  return cb(conn);
});
let ipn = 0;
async function round() {
  const headers = { 'x-forwarded-for': `198.18.${(ipn >> 8) & 255}.${ipn++ & 255}`, 'x-merchant': 'NG', 'accept-encoding': 'gzip, br' };
  const s = JSON.parse((await built.app.inject({ url: '/api/slider', headers: { ...headers, 'accept-encoding': '' } })).body).value;
  const a = JSON.parse((await built.app.inject({ url: `/api/dev/challenges/${s.sliderId}`, headers })).body).value;
  const sealed = await encryptPayload({ type: 'username', username: 'benchx1', password: 'Bench@12345', slider: { sliderId: s.sliderId, x: a.answer, durationMs: 640 } }, key);
  const r = await built.app.inject({ method: 'POST', url: '/api/session/login', headers: { ...headers, ...sealed.headers, 'content-type': 'application/json' }, payload: sealed.body });
  if (r.statusCode !== 200) throw new Error(r.body);
}
for (let i = 0; i < 20; i++) await round();
record = true; const N = 100;
for (let i = 0; i < N; i++) await round();
let tot = 0;
for (const [k, s] of [...stats].sort((a, b) => b[1].cpu - a[1].cpu)) { tot += s.cpu; console.log((s.cpu / N).toFixed(3).padStart(7), (s.n / N).toFixed(2), k); }
console.log('SQL cpu ms per login', (tot / N).toFixed(2));
await built.close();
