import { ConfigError, loadConfig } from '../config.ts';
import { describeRetention, type RetentionPolicy } from '../domain/retention.ts';
import { AccountsRepo } from '../store/accounts-repo.ts';
import { PurgeRepo } from '../store/purge-repo.ts';
import { RetentionRepo } from '../store/retention-repo.ts';
import { openStore } from '../store/running-store.ts';
import { RetentionService } from './retention.ts';

/**
 * `npm run retention -- [--as-of DATE] [--dry-run]`: what the retention policy deletes by DATE (default now) from
 * TAPESCRIPT_DATA_DIR (or POCKETBASE_URL), one line each (when it was due, what, the transcript's id and title);
 * without --dry-run it does it, writing each step to the audit log, as the server does every hour.
 */

const USAGE = 'Usage: npm run retention -- [--as-of 2027-06-01] [--dry-run]';

function parse(args: string[]): { asOf: Date; dryRun: boolean } {
  let asOf = new Date();
  let dryRun = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--dry-run') dryRun = true;
    else if (args[i] === '--as-of' && args[i + 1] && !Number.isNaN(Date.parse(args[i + 1]))) asOf = new Date(args[++i]);
    else throw new ConfigError(USAGE);
  }
  return { asOf, dryRun };
}

const describePolicy = ({ audioDays, transcriptDays }: RetentionPolicy) =>
  `audio ${audioDays === null ? 'kept' : `${audioDays} days`}, transcripts ${transcriptDays === null ? 'kept' : `${transcriptDays} days`}`;

async function main(): Promise<void> {
  const { asOf, dryRun } = parse(process.argv.slice(2));
  const config = loadConfig();
  const { store, close } = await openStore(config, () => undefined);
  const purges = new PurgeRepo(store, (message) => console.error(message));
  const accounts = new AccountsRepo(store);
  const retention = new RetentionService(new RetentionRepo(store), purges, (action, actor, subject, address) => accounts.addAudit({ action, actor, subject, address }));
  try {
    const actions = dryRun ? await retention.due(asOf) : await retention.enforce(asOf);
    for (const action of actions) console.log(describeRetention(action));
    const policy = await retention.policy();
    console.error(`${dryRun ? 'Would do' : 'Did'} ${actions.length} step(s) as of ${asOf.toISOString()} (policy: ${describePolicy(policy)}).`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  const known = error instanceof ConfigError || (error as { extensions?: { code?: string } }).extensions?.code;
  console.error(known ? `retention: ${(error as Error).message}` : error);
  process.exit(1);
});
