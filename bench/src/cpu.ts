import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** A process whose CPU a window reports; `tree` adds its descendants (PostgreSQL's backends, a stack's children). */
export interface WatchedProcess {
  name: string;
  pid: number;
  tree?: boolean;
}

export interface StatFields {
  ppid: number;
  /** user + system time of the process, and of its children it has already reaped, in clock ticks. */
  ticks: number;
}

/** Fields of /proc/<pid>/stat; the command name may hold spaces and parentheses, so split after the last ')'. */
export function parseStat(line: string): StatFields {
  const rest = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const [ppid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((index) => Number(rest[index]));
  return { ppid, ticks: utime + stime + cutime + cstime };
}

/** Busy and total jiffies of the whole machine from the first line of /proc/stat. */
export function parseMachineStat(text: string): { busy: number; total: number } {
  const fields = text.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

export const ticksPerSecond = (() => {
  let cached: number | null = null;
  return () => (cached ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100);
})();

function readStats(): Map<number, StatFields> {
  const stats = new Map<number, StatFields>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.set(Number(entry), parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // exited while we looked
    }
  }
  return stats;
}

/** Ticks of one process, or of it and every live descendant (exited ones are in their parent's reaped time). */
export function processTicks(stats: Map<number, StatFields>, root: WatchedProcess): number {
  if (!stats.has(root.pid)) return 0;
  if (!root.tree) return stats.get(root.pid)!.ticks;
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const queue = [root.pid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface CpuSnapshot {
  at: number;
  ticks: Map<string, number>;
  machine: { busy: number; total: number };
}

export function cpuSnapshot(watched: readonly WatchedProcess[]): CpuSnapshot {
  const stats = readStats();
  const ticks = new Map<string, number>();
  for (const process of watched)
    ticks.set(process.name, (ticks.get(process.name) ?? 0) + processTicks(stats, process));
  return { at: performance.now(), ticks, machine: parseMachineStat(readFileSync('/proc/stat', 'utf8')) };
}

/** CPU of a window in cores (1.0 = one core fully busy): each watched process, the machine, and everything else on it. */
export interface CpuUse {
  processes: Record<string, number>;
  machine: number;
  /** Busy cores not accounted to a watched process: other engineers' work on a shared machine, the kernel. */
  other: number;
  cores: number;
}

export function cpuBetween(start: CpuSnapshot, end: CpuSnapshot, cores: number): CpuUse {
  const seconds = (end.at - start.at) / 1000;
  const hz = ticksPerSecond();
  const processes: Record<string, number> = {};
  let ours = 0;
  for (const [name, ticks] of end.ticks) {
    const used = Math.max(0, ticks - (start.ticks.get(name) ?? 0)) / hz / seconds;
    processes[name] = round(used);
    ours += used;
  }
  const machineTotal = end.machine.total - start.machine.total;
  const machine = machineTotal > 0 ? ((end.machine.busy - start.machine.busy) / machineTotal) * cores : 0;
  return { processes, machine: round(machine), other: round(Math.max(0, machine - ours)), cores };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Polls a process's CPU ticks until stopped, keeping the last reading: a child that exits before the
 * window's last snapshot leaves no /proc entry to read then. Answers cores over `seconds`.
 */
export function trackProcess(pid: number): { stop(seconds: number): number } {
  let last = 0;
  const read = () => {
    try {
      last = parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks;
    } catch {
      // exited: keep the last reading
    }
  };
  read();
  const timer = setInterval(read, 100);
  return {
    stop(seconds: number) {
      clearInterval(timer);
      return round(last / ticksPerSecond() / seconds);
    },
  };
}
