import { cellsOf, type GroupResult } from './report.ts';

/** Where and when some groups ran again: one entry of RESULTS.md's "Measured again since" line. */
export interface RecordedRun {
  started: Date;
  commit: string;
  load: string;
}

const TABLE_HEADER = '| group | measure |';
const AGAIN = 'Measured again since the whole run (`npm run bench -- GROUP… --record`): ';

/**
 * RESULTS.md with some groups measured again (`npm run bench -- month-six --record`): their table rows and notes
 * replace the old ones in place (a group new to the file goes where `order` puts it), every other group stays as its
 * run wrote it, the targets line is made again from the whole table, and the header says when each group ran again.
 * A partial run costs minutes where the whole bench takes most of an hour.
 */
export function recordGroups(existing: string, results: GroupResult[], run: RecordedRun, order: readonly string[]): string {
  const lines = existing.replace(/\n$/, '').split('\n');
  const tableAt = lines.findIndex((line) => line.startsWith(TABLE_HEADER));
  const targetsAt = lines.indexOf('## Targets');
  if (tableAt < 0 || targetsAt < 0) throw new Error('bench/RESULTS.md is not a file the bench wrote: run the whole bench first');

  const header = lines.slice(0, tableAt).filter((line) => !line.startsWith(AGAIN));
  const rows = new Map<string, string[]>();
  for (const line of lines.slice(tableAt + 2, targetsAt)) {
    if (!line.startsWith('| ')) continue;
    const group = line.split('|')[1].trim();
    rows.set(group, [...(rows.get(group) ?? []), line]);
  }
  const notes = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of lines.slice(targetsAt + 1)) {
    const heading = line.match(/^## (\S+)/);
    if (heading) notes.set(heading[1], (current = [line]));
    else current?.push(line);
  }

  for (const result of results) {
    rows.set(result.group, [
      ...(result.skipped ? [`| ${result.group} | not measured yet: ${result.skipped} | | | | | |`] : []),
      ...result.rows.map((row) => `| ${result.group} | ${cellsOf(row).join(' | ')} |`),
    ]);
    const bullets = result.notes.map((note) => `- ${note}`);
    notes.set(result.group, [
      `## ${result.group}${result.seconds === undefined ? '' : ` (${result.seconds.toFixed(0)} s)`}`,
      '',
      ...(result.skipped ? [`Not measured yet: ${result.skipped}`] : []),
      // The profile covers only this run's missed groups: the older profiles of the others stay.
      ...(result.group === 'profile' ? keptProfiles(notes.get('profile') ?? [], bullets) : []),
      ...bullets,
      '',
    ]);
  }
  const rank = (group: string) => (order.includes(group) ? order.indexOf(group) : order.length);
  const groups = [...new Set([...rows.keys(), ...notes.keys()])].sort((a, b) => rank(a) - rank(b));

  const again = new Map(
    (lines.find((line) => line.startsWith(AGAIN))?.slice(AGAIN.length).replace(/\.$/, '').split('; ') ?? []).map((entry) => [entry.split(' ')[0], entry]),
  );
  for (const result of results) {
    again.set(`**${result.group}**`, `**${result.group}** on ${run.started.toISOString()} at commit ${run.commit} (load ${run.load})`);
  }
  const headerOut = [...header];
  if (again.size) headerOut.splice(headerOut.length - 1, 0, '', `${AGAIN}${[...again.values()].join('; ')}.`);

  const tableRows = groups.flatMap((group) => rows.get(group) ?? []);
  const missed = tableRows.flatMap((line) => {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    const [group, measure, product, , ratio, target, met] = cells;
    return met === 'MISSED' ? [`${group}: ${measure} (${ratio || product} against ${target})`] : [];
  });
  return `${[
    ...headerOut,
    ...lines.slice(tableAt, tableAt + 2),
    ...tableRows,
    '',
    '## Targets',
    '',
    missed.length ? `Missed: ${missed.join('; ')}. The notes below say why and where the time goes.` : 'Every target with a limit was met in this run.',
    '',
    ...groups.flatMap((group) => notes.get(group) ?? []),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n+$/, '')}\n`;
}

/** The old profile's bullets for workloads this run did not profile (each bullet starts with its workload's name). */
function keptProfiles(old: string[], fresh: string[]): string[] {
  const workload = (bullet: string) => bullet.split(' (')[0];
  const profiled = new Set(fresh.map(workload));
  return old.filter((line) => line.startsWith('- ') && !profiled.has(workload(line)) && !fresh.includes(line));
}
