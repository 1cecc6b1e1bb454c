/**
 * CPU seconds each twin process spends over a load run (Linux /proc): a child started by the twin
 * is its own process group (scripts/dev/process.ts), so a group's time is the sum over every
 * process in it (tsx's node under its wrapper, java). Latency on a shared small machine is noisy;
 * CPU per request is what a change to the path moves, whatever else runs.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime of every process by process group, in seconds; empty where /proc is missing. */
function groupTimes(): Map<number, number> {
  const ticks = 100; // USER_HZ: 100 on every Linux the twin runs on
  const times = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return times;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid pgrp ... utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const group = Number(fields[2]);
      const seconds = (Number(fields[11]) + Number(fields[12])) / ticks;
      times.set(group, (times.get(group) ?? 0) + seconds);
    } catch {
      // gone meanwhile
    }
  }
  return times;
}

export interface CpuProcess {
  name: string;
  /** Its process group id (the child's pid). */
  pid: number;
}

/** Starts counting: `stop()` gives each process's CPU seconds since, this process's own included. */
export function countCpu(processes: CpuProcess[]) {
  const before = groupTimes();
  const ownBefore = process.cpuUsage();
  return () => {
    const after = groupTimes();
    const own = process.cpuUsage(ownBefore);
    return [
      { name: 'load generator (this process)', seconds: (own.user + own.system) / 1e6 },
      ...processes.map((p) => ({
        name: p.name,
        seconds: (after.get(p.pid) ?? 0) - (before.get(p.pid) ?? 0),
      })),
    ];
  };
}
