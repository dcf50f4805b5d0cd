import path from "node:path";
import { takeProcessLock } from "../fs/process-lock";
import { StartupRefusal } from "../startup-refusal";

/**
 * Takes `dataDir/pglite.lock` for this process, or refuses with a StartupRefusal while a live process holds it:
 * PGlite is opened by one process at a time, a second one would corrupt it.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = path.resolve(dataDir, "pglite.lock");
  return takeProcessLock(file, (pid) =>
    pid === undefined
      ? new StartupRefusal(`could not take ${file}; if no process uses ${path.resolve(dataDir)}, delete that file.`)
      : new StartupRefusal(
          `the embedded database in ${path.resolve(dataDir)} is in use by process ${pid}: stop \`npm start\` (or whatever ` +
            `else runs on this DATA_DIR) first; PGlite is opened by one process at a time, a second one would corrupt it.`,
        ),
  );
}
