import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, type Config } from './config.ts';
import { createEventBus } from './events/bus.ts';
import { exportRoute } from './http/export-route.ts';
import { healthRoute } from './http/health-route.ts';
import { JobCredentials, loadJobSecret } from './auth/job-credential.ts';
import { createHttpServer } from './http/server.ts';
import { createServices, type Services } from './services/index.ts';
import type { PresenceOptions } from './services/presence.ts';
import { BackupSchedule } from './store/backup/backup-schedule.ts';
import { StoreClient, type StoreCredentials } from './store/client.ts';
import { startEmbeddedPocketBase } from './store/pocketbase-process.ts';
import { checkStore, type StoreFacts } from './store/store-check.ts';
import { LocalDatabase } from './store/local-database.ts';
import { convertVersionLayout } from './store/version-layout.ts';
import { createGraphQL } from './yoga.ts';
import { PurgeSchedule } from './services/purge-schedule.ts';
import { describeRetention } from './domain/retention.ts';

export interface App {
  url: string;
  services: Services;
  store: StoreClient;
  /** The GraphQL handler, for in-process requests (yoga.fetch) that skip the http layer. */
  yoga: ReturnType<typeof createGraphQL>;
  /** The embedded PocketBase's process, when this app started one. */
  pocketbase?: Awaited<ReturnType<typeof startEmbeddedPocketBase>>;
  close(): Promise<void>;
}

export interface AppOptions {
  log?: (message: string) => void;
  /** The editor service to use when the config names none (the embedded one is started by main). */
  editorServiceUrl?: string;
  /** That embedded service's per-start secret. */
  editorServiceSecret?: string;
  /** Presence's clock and expiry (tests). */
  presence?: PresenceOptions;
}

/** Composition root: store -> services -> GraphQL -> HTTP, listening on config.host:config.port. */
export async function startApp(config: Config, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? ((message: string) => console.error(message));
  const editorUrl = config.editorServiceUrl ?? options.editorServiceUrl;
  if (!editorUrl) throw new Error('No editor service: set EDITOR_SERVICE_URL or start the embedded one');
  const editorSecret = config.editorServiceUrl ? config.editorServiceSecret : options.editorServiceSecret;

  const pocketbase = config.pocketbase.url ? undefined : await startEmbeddedPocketBase(config.dataDir, log);
  const credentials: StoreCredentials = pocketbase ?? (config.pocketbase as StoreCredentials);
  const store = new StoreClient(credentials);
  let versions: StoreFacts;
  try {
    versions = await checkStore(store);
  } catch (error) {
    await pocketbase?.stop();
    throw error;
  }
  log(`Store: PocketBase ${versions.pocketbase}, SQLite ${versions.sqlite} (${pocketbase ? `embedded, data in ${config.dataDir}` : credentials.url})`);
  const localDatabase = LocalDatabase.open(versions.dataDir, store.superuserId);
  if (!localDatabase) log('Store: its database is not on this machine; searches go through PocketBase');
  let url = '';
  const redisQueue = config.queueUrl
    ? { url: config.queueUrl, credentials: new JobCredentials(loadJobSecret(config.dataDir)), serverUrl: () => config.publicUrl ?? url, modelWaitMs: config.modelWaitMinutes * 60_000, retryMs: config.retrySeconds * 1000 }
    : undefined;
  // Live updates go through the queue's Redis when there is one, so every server sharing it sees them.
  const bus = await createEventBus(config.queueUrl, log);
  const services = createServices(store, { url: editorUrl, secret: editorSecret }, config, log, { bus, presence: options.presence }, redisQueue, localDatabase);
  const stopLive = async () => {
    services.presence.close();
    services.access.close();
    await bus.close();
  };
  try {
    await convertVersionLayout(store, services.repo, log);
    // Beyond loopback someone must be asked who they are: accounts (team mode) or the access token.
    if (!config.loopbackOnly && !config.accessToken && !config.allowUnauthenticated && (await services.access.mode()) === 'local') {
      throw new ConfigError(
        `HOST=${config.host} makes Tapescript reachable from other machines, and it has no accounts yet: make the first owner ` +
          '("npm run users -- add --role owner EMAIL"), or set TAPESCRIPT_ACCESS_TOKEN (16+ characters), ' +
          'or TAPESCRIPT_ALLOW_UNAUTHENTICATED=1 if another layer guards it.',
      );
    }
    await services.accounts.offerSetup();
  } catch (error) {
    await stopLive();
    localDatabase?.close();
    await pocketbase?.stop();
    throw error;
  }
  // Config refuses TAPESCRIPT_BACKUP_DIR beside POCKETBASE_URL: with a folder there is an embedded PocketBase.
  const backups = config.backup.dir
    ? new BackupSchedule(config.dataDir, { dir: config.backup.dir, keep: config.backup.keep, intervalMs: config.backup.intervalHours * 3_600_000 }, log)
    : undefined;
  const yoga = createGraphQL(services, log, config.corsOrigins, config.publicUrl);
  const server: http.Server = createHttpServer({
    services,
    yoga,
    webDir: config.webDir,
    health: healthRoute(services, store, versions, () => backups?.status() ?? null),
    extra: { export: exportRoute(services.exports) },
    log,
    accessToken: config.accessToken,
    trustedProxies: config.trustedProxies,
    jobCredentials: redisQueue?.credentials,
    allowedHosts: config.allowedHosts,
    headersTimeoutMs: config.headersTimeoutMs,
    requestTimeoutMs: config.requestTimeoutMs,
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    });
  } catch (error) {
    // Without a listener there is no app: the PocketBase (and Redis connections) started for it must not outlive it.
    await stopLive();
    localDatabase?.close();
    await pocketbase?.stop();
    throw new ConfigError(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}. Set PORT (or HOST) to a free one.`);
  }
  const { port } = server.address() as AddressInfo;
  url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  const resumed = await services.jobs.resumePending().catch((error) => {
    log(`Could not look for unfinished transcriptions: ${(error as Error).message}`);
    return 0;
  });
  if (resumed) log(`Resuming ${resumed} unfinished transcription(s)`);
  // Uploads are stored as they arrive; one cut off by a crash left a pending file record. No request runs
  // longer than the request timeout, so older pending records no transcript points at are abandoned.
  const swept = await services.uploads.sweepAbandoned(config.requestTimeoutMs).catch((error) => {
    log(`Could not look for abandoned uploads: ${(error as Error).message}`);
    return 0;
  });
  if (swept) log(`Removed ${swept} upload(s) left unfinished by an earlier run`);
  // Saves keep the search index current; what an earlier release or a crash left behind is caught up in the
  // background, so a large library does not hold up start-up (its transcripts are found once indexed).
  // The pseudonymised rows after them (services/search-shown.ts): until made, those who see pseudonyms do not find them.
  services.search.index
    .catchUp()
    .then(
      (caughtUp) => caughtUp && log(`Search index: re-indexed ${caughtUp} transcript(s) that were behind`),
      (error: Error) => log(`Could not catch up the search index: ${error.message}`),
    )
    .then(() => services.searchShown.catchUp())
    .then(
      (made) => made && log(`Search index: made the pseudonymised rows of ${made} transcript(s)`),
      (error: Error) => log(`Could not make the pseudonymised search rows: ${error.message}`),
    );
  await backups?.start();
  const purging = new PurgeSchedule(async (now) => {
    const emptied = await services.purge.emptyBin(now);
    const retained = await services.retention.enforce(now);
    const clips = await services.clips.cleanUp(now);
    return [
      ...(clips ? [`Clips: deleted ${clips} clip(s) older than 24 hours`] : []),
      ...(emptied ? [`Bin: deleted ${emptied} transcript(s) for good, in the bin for more than ${config.binDays} days`] : []),
      ...retained.map(describeRetention),
    ];
  }, log);
  purging.start();

  return {
    url,
    services,
    store,
    yoga,
    pocketbase,
    async close() {
      await backups?.stop();
      await purging.stop();
      await services.jobs.stop();
      await services.clipQueue.stop();
      // Open event streams (subscriptions) end here too; then the bus and its Redis connections close.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopLive();
      localDatabase?.close();
      await pocketbase?.stop();
    },
  };
}
