// Starts the portal: API and built app on one port. Stops cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const { app, close } = await buildApp(config);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    // A second signal while draining: the operator wants out now.
    app.log.warn({ signal }, 'forced exit');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await close();
    app.log.info('stopped');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await close().catch(() => undefined);
  process.exit(1);
}
// The address as a plain line (not a JSON log record), so it stands out in a terminal; the
// port is the one bound, which differs from config.port when that is 0 (any free port).
const bound = app.server.address();
const port = typeof bound === 'object' && bound ? bound.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}/`;
process.stdout.write(`Portal ready at ${url} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}${config.dev ? ', development data' : ''})\n`);
