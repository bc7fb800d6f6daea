// A CPU profile of part of a bench (node:inspector in this process), written as a .cpuprofile
// that Chrome DevTools opens; stop() writes it and prints the functions with the most self time.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time, in ms, heaviest first. */
export function selfTimes(profile: Profile, top = 25): { ms: number; where: string }[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    // The first sample's delta is the time before the profiler started (the inspector's dispatch).
    if (i === 0) return;
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|src|tests)\//, '$1/');
    const where = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals]
    .map(([where, ms]) => ({ where, ms: Math.round(ms) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

export async function startCpuProfile(file: string): Promise<{ stop: () => Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
      session.disconnect();
      writeFileSync(file, JSON.stringify(profile));
      console.log(`cpu profile: ${file}`);
      for (const { ms, where } of selfTimes(profile)) console.log(`${String(ms).padStart(6)} ms  ${where}`);
    },
  };
}
