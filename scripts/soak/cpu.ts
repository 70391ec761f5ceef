import fs from 'node:fs';

/** CPU time (user + system) process `pid` has used so far, in ms; undefined when it is gone. Reads Linux's /proc. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command in parentheses: utime and stime are the 12th and 13th fields, in clock ticks (100 a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The CPU milliseconds each of `pids` uses from now until the returned function is called; undefined when one of them is gone. */
export function cpuMeter(pids: (number | undefined)[]): () => number | undefined {
  const before = pids.map(cpuMs);
  return () => {
    const after = pids.map(cpuMs);
    if ([...before, ...after].includes(undefined)) return undefined;
    return after.reduce((sum, ms, index) => sum! + ms! - before[index]!, 0);
  };
}
