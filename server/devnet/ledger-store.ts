import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { readJsonFile, writeFileAtomically } from "../fs/write-file-atomically";

/** The JSON half of a saved ledger; `snapshot` names the LiteSVM snapshot file written with it. */
export type SavedLedger<Extra> = Extra & { slot: number; finalizedSlot?: number; snapshot?: string };

/** How far slots went since the last full save (written when a slot is finalized without anything new to save). */
export type Progress = { slot: number; finalizedSlot: number };

const stateFile = "state.json";
const progressFile = "progress.json";
const legacySnapshot = "state.bin";

/**
 * The ledger on disk. A save writes a new snapshot file, then the JSON that names it: renaming the JSON into place
 * is the commit, so a crash at any point leaves the previous pair or the new one, never a mix.
 */
export class LedgerStore<Extra> {
  private generation = 0;

  constructor(readonly dir: string) {}

  load(): { state: SavedLedger<Extra>; snapshot: Uint8Array; progress?: Progress } | undefined {
    const state = readJsonFile<SavedLedger<Extra>>(path.join(this.dir, stateFile));
    const name = state?.snapshot ?? legacySnapshot;
    const file = path.join(this.dir, name);
    if (!state || !existsSync(file)) return undefined;
    this.generation = Number(/^state\.(\d+)\.bin$/.exec(name)?.[1] ?? 0);
    this.removeSnapshotsOtherThan(name);
    return { state, snapshot: readFileSync(file), progress: readJsonFile<Progress>(path.join(this.dir, progressFile)) };
  }

  save(state: SavedLedger<Extra>, snapshot: Uint8Array): void {
    this.generation += 1;
    const name = `state.${this.generation}.bin`;
    writeFileAtomically(path.join(this.dir, name), snapshot);
    writeFileAtomically(path.join(this.dir, stateFile), JSON.stringify({ ...state, snapshot: name }));
    this.removeSnapshotsOtherThan(name);
  }

  saveProgress(progress: Progress): void {
    writeFileAtomically(path.join(this.dir, progressFile), JSON.stringify(progress));
  }

  /** Snapshots of older saves, and ones a crash left before their JSON was committed. */
  private removeSnapshotsOtherThan(keep: string): void {
    for (const name of readdirSync(this.dir)) {
      if (name !== keep && (name === legacySnapshot || /^state\.\d+\.bin$/.test(name))) {
        rmSync(path.join(this.dir, name), { force: true });
      }
    }
  }
}
