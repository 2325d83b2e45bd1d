import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { Summary } from './stats.ts';

/** One line of the results table. */
export interface Row {
  measure: string;
  product: string;
  floor?: string;
  ratio?: number;
  /** e.g. "≤ 1.5x" */
  target?: string;
  /** true/false against the target; undefined when there is none. */
  met?: boolean;
}

export interface GroupResult {
  group: string;
  rows: Row[];
  /** Sentences for RESULTS.md: how it was measured, why a target was missed, where the time goes. */
  notes: string[];
  /** Set when the group could not run; its rows are then empty. */
  skipped?: string;
  seconds?: number;
}

export const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 1)} ms`);
export const timing = (s: Summary) => `${ms(s.median)} (p95 ${ms(s.p95)}, n=${s.n})`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
export const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export function ratioRow(measure: string, product: Summary, floor: Summary, limit?: number): Row {
  const ratio = product.median / floor.median;
  return {
    measure,
    product: timing(product),
    floor: timing(floor),
    ratio,
    ...(limit === undefined ? {} : { target: `≤ ${limit}x`, met: ratio <= limit }),
  };
}

export function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  let chromium = '';
  try {
    chromium = execFileSync('/usr/bin/chromium', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    chromium = 'not installed';
  }
  return {
    cores: os.availableParallelism(),
    cpu,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    chromium,
    load: os.loadavg().map((l) => l.toFixed(2)).join(' '),
  };
}

/** A row's cells after the group's, as the table in RESULTS.md and the console show them. */
export const cellsOf = (row: Row) => [
  row.measure,
  row.product,
  row.floor ?? '',
  row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x`,
  row.target ?? '',
  row.met === undefined ? '' : row.met ? 'met' : 'MISSED',
];

export function printTable(results: GroupResult[]): void {
  const lines: string[][] = [['group', 'measure', 'product', 'floor', 'ratio', 'target', '']];
  for (const result of results) {
    if (result.skipped) lines.push([result.group, `not measured: ${result.skipped}`, '', '', '', '', '']);
    for (const row of result.rows) lines.push([result.group, ...cellsOf(row)]);
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  for (const line of lines) console.log(line.map((text, i) => text.padEnd(widths[i])).join('  ').trimEnd());
}

export function markdown(results: GroupResult[], info: { started: Date; seconds: number; machine: ReturnType<typeof machine>; commit: string }): string {
  const m = info.machine;
  const out: string[] = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/run.ts) on ${info.started.toISOString()} at commit ${info.commit}; the run took ${info.seconds.toFixed(0)} s.`,
    '',
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memory} memory, Node ${m.node}, ${m.os}, ${m.chromium}; load average at the start ${m.load}.`,
    'The machine is shared and noisy: every figure is a median of several runs (p95 beside it), and each product figure is set against its',
    'floor measured in the same run, alternating with it, so the ratio is what to compare between runs, not the absolute time.',
    '',
    '| group | measure | product (median, p95) | floor (median, p95) | ratio | target | |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    if (result.skipped) out.push(`| ${result.group} | not measured yet: ${result.skipped} | | | | | |`);
    for (const row of result.rows) out.push(`| ${result.group} | ${cellsOf(row).join(' | ')} |`);
  }
  const missed = results.flatMap((r) => r.rows.filter((row) => row.met === false).map((row) => `${r.group}: ${row.measure} (${row.ratio === undefined ? row.product : `${row.ratio.toFixed(2)}x`} against ${row.target})`));
  out.push('', '## Targets', '');
  out.push(missed.length ? `Missed: ${missed.join('; ')}. The notes below say why and where the time goes.` : 'Every target with a limit was met in this run.');
  for (const result of results) {
    out.push('', `## ${result.group}${result.seconds === undefined ? '' : ` (${result.seconds.toFixed(0)} s)`}`, '');
    if (result.skipped) out.push(`Not measured yet: ${result.skipped}`);
    for (const note of result.notes) out.push(`- ${note}`);
  }
  return `${out.join('\n')}\n`;
}
