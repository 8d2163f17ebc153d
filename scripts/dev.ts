// `npm run dev`: the API server (restarted on change) and Vite's dev server
// (hot reload, proxying /api to the API) side by side.
import { spawn } from 'node:child_process';

const env = { ...process.env, PORTAL_DEV: process.env.PORTAL_DEV ?? '1' };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
