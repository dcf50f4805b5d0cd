import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";

/**
 * A CPU profile of a benchmark's timed part only, when BENCH_CPU_PROFILE names the file to write: `node --cpu-prof`
 * covers the whole process, setup included, which buries the part being measured. Open the file in Chrome's
 * DevTools (Performance) or any .cpuprofile viewer. Without the variable both calls do nothing.
 */
export async function startTimedProfile(): Promise<{ stop: () => Promise<void> }> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 1000 });
  await session.post("Profiler.start");
  return {
    stop: async () => {
      const { profile } = await session.post("Profiler.stop");
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile of the timed part: ${file}`);
    },
  };
}
