import { gqlData, startBenchProduct, type BenchProduct } from '../lib/product.ts';
import { ms, timing, type GroupResult } from '../lib/report.ts';
import { paired } from '../lib/stats.ts';
import { listGroup } from './list.ts';
import { readGroup } from './read.ts';
import { saveGroup } from './save.ts';

/** The cheapest request there is: what it costs beyond local mode's is deciding who is asking. */
const TYPENAME = '{ __typename }';

/**
 * Teams (issue 32): the read, save and list groups again on a second server in team mode, every measured request
 * carrying a signed-in editor's session cookie (bench/lib/team.ts), against the same floors; and what deciding who is
 * asking costs a request: the same trivial query on that server with the cookie and on the local-mode one without,
 * alternated, the difference of their medians.
 */
export async function teamGroup(local: BenchProduct): Promise<GroupResult> {
  const team = await startBenchProduct({ team: true });
  try {
    const groups = [await readGroup(team), await saveGroup(team), await listGroup(team)];
    const asking = await paired(
      () => gqlData(team.url, TYPENAME, {}, team.headers),
      () => gqlData(local.url, TYPENAME, {}),
      // Sub-millisecond requests: many rounds, the JIT warm on both servers first.
      { runs: 600, warmup: 100, budgetMs: 60_000 },
    );
    const cost = asking.product.median - asking.floor.median;
    return {
      group: 'team',
      rows: [
        ...groups.flatMap((group) => group.rows.map((row) => ({ ...row, measure: `${group.group}: ${row.measure}` }))),
        {
          measure: 'deciding who is asking (a signed-in editor\'s { __typename } against local mode\'s, difference of medians)',
          product: ms(cost),
          floor: `${timing(asking.product)} vs ${timing(asking.floor)}`,
          target: '≤ 0.3 ms',
          met: cost <= 0.3,
        },
      ],
      notes: [
        'The read, save and list groups run again on a server in team mode (an owner made on /setup with the setup code from the server\'s log, an editor invited, the invitation accepted, the editor signed in on POST /session); every measured request carries the editor\'s session cookie, as the web app\'s do. Their floors are the same as in local mode.',
        ...groups.flatMap((group) => group.notes.map((note) => `${group.group}: ${note}`)),
      ],
    };
  } finally {
    await team.stop();
  }
}
