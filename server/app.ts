// Builds the whole server from a config: database (migrated, seeded when empty),
// the domains' route plugins (server/domains.ts), error envelope, OpenAPI document and the built app. No global state,
// so tests build as many as they like.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from './config';
import { openDb, type Db } from './db';
import { migrate } from './db/migrate';
import { sharedCompilers } from './http/compilers';
import { seedIfEmpty } from './db/seed';
import { seedDemoAccounts } from './db/seed/accounts';
import { seedDemoStaff } from './db/seed/staff';
import { installNulGuard } from './http/nulGuard';
import { installFiniteGuard } from './http/finiteGuard';
import { installAnswerCheck } from './http/wire';
import { installCompression } from './http/compress';
import { RequestsAtDebug } from './http/requestLog';
import { installErrorHandler, sendFailure } from './http/errors';
import { installSecurityHeaders, isApiPath, registerPages } from './http/pages';
import { DOCS_PREFIX } from './http/securityHeaders';
import { builtPageStyles } from './http/inlineStyles';
import { closeRedis, openRedis } from './redis';
import { seedContentPages } from './db/seed/content';
import { createAuthRateLimit } from './http/rateLimit';
import { seedLotteryGames } from './db/seed/lottery';
import { seedHouseGames } from './db/seed/houseGames';
import { startJobs, type Jobs } from './jobs';
import { registerDomains } from './domains';
import { seedDemoMoney, seedWalletReference } from './db/seed/wallet';
import { seedDemoAgents } from './db/seed/agents';
import type { IdempotencyHooks } from './platform/idempotency';
import type { GatewayTiming } from './platform/smsGateway/vonage';
import { createServices, type Services } from './services';
import { installDeferredWork } from './http/deferredWork';
import { movableClock, systemClock, type Clock } from './platform/clock';
import { createPayloadKeys, type PayloadKeys } from './platform/payloadKeys';

export interface BuildOptions {
  /** Fastify's logger setting; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** An open database to use instead of opening one from the config; the caller closes it. */
  store?: Db;
  /** How long status data may be served from memory (ms); tests set 0. */
  statusCacheMs?: number;
  /** The time account rules are measured against; tests pass a clock they move. */
  clock?: Clock;
  /** Test hooks of the idempotent money calls (acting out a crash between commit and reply). */
  idempotencyHooks?: IdempotencyHooks;
  /** Parse every success answer with its route's wire shape (the tests' contract check). */
  checkAnswers?: boolean;
  /** Called with each route as it is registered (the tests' route registry). */
  onRoute?: (route: RouteOptions) => void;
  /** An SMS gateway's timeout, tries and back-off (tests make them short). */
  gatewayTiming?: Partial<GatewayTiming>;
}

export interface BuiltApp {
  app: FastifyInstance;
  store: Db;
  services: Services;
  /** The key pair of the encrypted (E) calls. */
  payloadKeys: PayloadKeys;
  redis?: Redis;
  /** Stops accepting requests, finishes those in flight, then closes the database. */
  close(): Promise<void>;
}

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: ServerConfig, opts: BuildOptions = {}): Promise<BuiltApp> {
  const store = opts.store ?? (await openDb(config));
  const ownsStore = !opts.store;
  let app: FastifyInstance | undefined;
  try {
    // In development without a test's own clock, one that journeys can set ahead (/api/dev/clock).
    const devClock = !opts.clock && config.dev ? movableClock() : undefined;
    const clock = opts.clock ?? devClock?.clock ?? systemClock;
    await migrate(store);
    await seedIfEmpty(store, { catalogueSize: config.catalogueSize });
    await seedWalletReference(store, { dev: config.dev });
    await seedContentPages(store, clock);
    await seedHouseGames(store.db);
    await seedLotteryGames(store.db);
    const services = createServices(store.db, {
      statusCacheMs: opts.statusCacheMs,
      embedded: store.kind === 'pglite',
      clock,
      sessionIdleMinutes: config.sessionIdleMinutes,
      sessionAbsoluteHours: config.sessionAbsoluteHours,
      outbox: config.outbox,
      gateway: {
        timing: opts.gatewayTiming,
        onProblem: (problem) => app?.log.warn({ ...problem, provider: config.outbox.provider }, 'the SMS gateway did not send a message'),
      },
      defaultPassword: config.defaultPassword,
      idempotencyHooks: opts.idempotencyHooks,
      onDeferredFailure: (task, err) => app?.log.error({ err, task }, 'work after an answer failed'),
      onProviderFailure: (provider, err) => app?.log.warn({ err, provider }, 'third-party sign-in failed at the provider'),
    });
    if (config.dev) await seedDemoAccounts(store, services.accounts);
    if (config.dev) await seedDemoStaff(store);

    app = Fastify({
      logger: opts.logger ?? { level: config.logLevel },
      // Requests at debug, not info (server/http/requestLog.ts).
      logController: new RequestsAtDebug(),
      trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
      bodyLimit: BODY_LIMIT,
      // Each schema text compiled once (server/http/compilers.ts).
      schemaController: sharedCompilers,
      // Unknown body properties are refused rather than silently dropped.
      ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
      // A malformed URL (bad percent-encoding) is the client's mistake, not ours.
      frameworkErrors: (error, request, reply) => {
        request.log.info({ code: error.code }, 'framework error');
        sendFailure(request, reply, 400, 'bad_request');
      },
    });
    if (config.dev) await seedDemoMoney(store, services);
    if (config.dev) await seedDemoAgents(store, services);
    const payloadKeys = createPayloadKeys(config.payloadKeyPem);
    const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
    if (redis) {
      // A Redis outage must not take the process down; callers see failed commands.
      redis.on('error', (err) => app!.log.warn({ err }, 'redis error'));
      app.addHook('onClose', async () => closeRedis(redis));
    }

    installErrorHandler(app);
    installSecurityHeaders(app, {
      gameFrameOrigins: config.gameFrameOrigins ?? [],
      connectOrigins: config.phoneProviderOrigins ?? [],
      cspReportOnly: config.cspReportOnly ?? false,
      cspReportUri: config.cspReportUri,
      pageStyles: builtPageStyles(config.distDir),
    });
    installNulGuard(app);
    installFiniteGuard(app);
    installDeferredWork(app, services.deferred);
    if (opts.checkAnswers) installAnswerCheck(app);
    // After every hook that reads an answer's text: it turns the text into compressed bytes.
    installCompression(app);
    if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal API',
          version: '1.0.0',
          description:
            'Every answer is `{ success: true, value }` or `{ success: false, errorCode, message, value? }`; ' +
            '`message` follows Accept-Language (en, vi, th, zh, hi, bn, id, pt-BR).',
        },
        tags: ['system', 'content', 'games', 'media', 'session', 'member', 'verification', 'wallet', 'records', 'centre', 'protection', 'seamless', 'agent', 'operator', 'backoffice', 'dev'].map((name) => ({ name })),
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });

    await registerDomains(app, {
      services,
      store,
      keys: payloadKeys,
      limit: createAuthRateLimit(config.authRequestsPerMinute, redis),
      operatorKey: config.operatorKey,
      dev: config.dev,
      devClock,
      redis,
    });

    const pages = await registerPages(app, config.distDir);
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendFailure(request, reply, 404, 'not_found');
      }
      return pages.fallback(request, reply);
    });

    let jobs: Jobs | undefined;
    app.addHook('onClose', async () => jobs?.stop());
    // Work started after an answer (a mailed temporary password) ends before the database does.
    app.addHook('onClose', async () => services.deferred.settled());
    await app.ready();
    const jobIntervalSeconds = config.jobIntervalSeconds ?? 30;
    if (jobIntervalSeconds > 0) jobs = startJobs(services, app.log, jobIntervalSeconds * 1000);
    const built = app;
    return {
      app: built,
      store,
      services,
      payloadKeys,
      redis,
      async close() {
        await built.close();
        if (ownsStore) await store.close();
      },
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    if (ownsStore) await store.close().catch(() => undefined);
    throw err;
  }
}
