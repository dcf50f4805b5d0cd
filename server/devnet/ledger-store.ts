import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
} from "node:fs";
import path from "node:path";
import { readJsonFile, writeFileAtomically } from "../fs/write-file-atomically";

/**
 * The JSON half of a saved ledger; `snapshot` names the LiteSVM snapshot file written with it, `logBytes` how much
 * of the append-only log belongs to this save.
 */
export type SavedLedger<Extra> = Extra & { slot: number; finalizedSlot?: number; snapshot?: string; logBytes?: number };

/** How far slots went since the last full save (written when a slot is finalized without anything new to save). */
export type Progress = { slot: number; finalizedSlot: number };

const stateFile = "state.json";
const progressFile = "progress.json";
const legacySnapshot = "state.bin";
const logFile = "history.jsonl";

/**
 * The ledger on disk. A save appends what is new to the log (one JSON line each), writes a new snapshot file, then
 * the JSON that names it and how much of the log it covers: renaming the JSON into place is the commit, so a crash
 * at any point leaves the previous save or the new one, never a mix (a log line past the committed length is cut
 * off when loading). The log is appended, not rewritten: a save costs what changed, not the whole history.
 */
export class LedgerStore<Extra> {
  private generation = 0;
  private logBytes = 0;

  constructor(readonly dir: string) {}

  load(): { state: SavedLedger<Extra>; snapshot: Uint8Array; log: string[]; progress?: Progress } | undefined {
    const state = readJsonFile<SavedLedger<Extra>>(path.join(this.dir, stateFile));
    const name = state?.snapshot ?? legacySnapshot;
    const file = path.join(this.dir, name);
    if (!state || !existsSync(file)) return undefined;
    this.generation = Number(/^state\.(\d+)\.bin$/.exec(name)?.[1] ?? 0);
    this.removeSnapshotsOtherThan(name);
    this.logBytes = state.logBytes ?? 0;
    const log = this.committedLog();
    return {
      state,
      snapshot: readFileSync(file),
      log,
      progress: readJsonFile<Progress>(path.join(this.dir, progressFile)),
    };
  }

  /** Appends `lines` to the log and commits them with the snapshot and `state`. */
  save(state: SavedLedger<Extra>, snapshot: Uint8Array, lines: string[] = []): void {
    const log = path.join(this.dir, logFile);
    // What a failed save appended is not part of any save: cut it before appending again.
    if (existsSync(log) && statSync(log).size !== this.logBytes) truncateSync(log, this.logBytes);
    const appended = lines.length > 0 ? `${lines.join("\n")}\n` : "";
    if (appended) {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      appendFileSync(log, appended, { mode: 0o600 });
    }
    const logBytes = this.logBytes + Buffer.byteLength(appended);
    this.generation += 1;
    const name = `state.${this.generation}.bin`;
    writeFileAtomically(path.join(this.dir, name), snapshot);
    writeFileAtomically(path.join(this.dir, stateFile), JSON.stringify({ ...state, snapshot: name, logBytes }));
    this.logBytes = logBytes;
    this.removeSnapshotsOtherThan(name);
  }

  /** The log's lines up to the committed length; anything after it (a save that never committed) is removed. */
  private committedLog(): string[] {
    const log = path.join(this.dir, logFile);
    if (!existsSync(log)) return [];
    const bytes = readFileSync(log);
    if (bytes.length > this.logBytes) truncateSync(log, this.logBytes);
    return bytes
      .subarray(0, this.logBytes)
      .toString("utf8")
      .split("\n")
      .filter((line) => line.length > 0);
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
