import { ConfigError, loadConfig } from '../config.ts';
import { createEventBus } from '../events/bus.ts';
import { AccountService } from '../services/accounts.ts';
import { AccountsRepo } from '../store/accounts-repo.ts';
import { openStore } from '../store/running-store.ts';
import { readPassword } from './read-password.ts';
import { isRole } from './roles.ts';
import { SetupCode } from './setup-code.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { WhoIsAsking } from './who-is-asking.ts';

/**
 * `npm run users -- add --role ROLE EMAIL [--name NAME]`, `list`, `disable EMAIL`, `enable EMAIL`: the accounts of
 * TAPESCRIPT_DATA_DIR (or POCKETBASE_URL), whether or not the server runs on it. A running server notices within a
 * second (at once, through Redis, when TAPESCRIPT_QUEUE_URL is set).
 */

const USAGE = [
  'Usage: npm run users -- add --role owner|editor|viewer [--name NAME] EMAIL   (the password from standard input, or asked)',
  '       npm run users -- list',
  '       npm run users -- disable EMAIL',
  '       npm run users -- enable EMAIL',
].join('\n');

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const [, value] = args.splice(at, 2);
  if (value === undefined) throw new ConfigError(USAGE);
  return value;
}

async function main(): Promise<void> {
  process.umask(0o077);
  const args = process.argv.slice(2);
  const command = args.shift();
  const role = option(args, '--role');
  const name = option(args, '--name');
  if (!command || !['add', 'list', 'disable', 'enable'].includes(command) || args.length !== (command === 'list' ? 0 : 1)) throw new ConfigError(USAGE);
  if (command === 'add' && !isRole(role)) throw new ConfigError(`--role must be owner, editor or viewer.\n${USAGE}`);

  const config = loadConfig();
  const password = command === 'add' ? await readPassword() : '';
  const log = () => undefined;
  const { store, close } = await openStore(config, log);
  const bus = await createEventBus(config.queueUrl, (message) => console.error(message));
  const repo = new AccountsRepo(store);
  const who = new WhoIsAsking(repo, bus, undefined, log);
  const accounts = new AccountService(repo, who, new SignInThrottle(), new SetupCode(log), (message) => console.error(message));
  try {
    if (command === 'list') {
      const users = await accounts.users();
      if (!users.length) console.log('No accounts: this Tapescript is in local mode.');
      for (const user of users) console.log([user.email, user.role, user.disabled ? 'disabled' : 'enabled', user.name || '-'].join('\t'));
    } else if (command === 'add') {
      const user = await accounts.addUser({ email: args[0], password, name, role: role as 'owner' });
      await accounts.audit(`added-${user.role}`, null, user.email, 'command line');
      console.log(`Added ${user.email} as ${user.role}. They sign in at /signin.`);
    } else {
      const user = await accounts.userByEmail(args[0]);
      await accounts.setDisabled(null, user.id, command === 'disable');
      console.log(`${user.email} is ${command}d.`);
    }
  } finally {
    who.close();
    await bus.close();
    await close();
  }
}

main().catch((error) => {
  const known = error instanceof ConfigError || (error as { extensions?: { code?: string } }).extensions?.code;
  console.error(known ? `users: ${(error as Error).message}` : error);
  process.exit(1);
});
