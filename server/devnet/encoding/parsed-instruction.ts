import bs58 from "bs58";
import type { InstructionParser } from "./instruction-parser";
import { parseAssociatedTokenInstruction } from "./parse-associated-token";
import { parseLookupTableInstruction } from "./parse-lookup-table";
import { parseSystemInstruction } from "./parse-system";
import { parseTokenInstruction } from "./parse-token";

const memoPrograms = ["Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo", "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr"];

const parsers = new Map<string, { program: string; parse: InstructionParser }>([
  ["11111111111111111111111111111111", { program: "system", parse: parseSystemInstruction }],
  // Both token programs parse as "spl-token", as validators name them in instructions.
  ["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", { program: "spl-token", parse: parseTokenInstruction }],
  ["TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb", { program: "spl-token", parse: parseTokenInstruction }],
  [
    "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
    { program: "spl-associated-token-account", parse: parseAssociatedTokenInstruction },
  ],
  [
    "AddressLookupTab1e1111111111111111111111111",
    { program: "address-lookup-table", parse: parseLookupTableInstruction },
  ],
]);

/**
 * One instruction as jsonParsed shows it: parsed for the programs validators parse (system, SPL Token and
 * Token-2022, associated token accounts, lookup tables, memo), otherwise partially decoded (accounts and data).
 */
export function parseInstruction(programId: string, accounts: string[], data: Uint8Array, stackHeight: number | null) {
  const parser = parsers.get(programId);
  try {
    if (parser) return { program: parser.program, programId, parsed: parser.parse(accounts, data), stackHeight };
    if (memoPrograms.includes(programId)) {
      const memo = new TextDecoder("utf-8", { fatal: true }).decode(data);
      return { program: "spl-memo", programId, parsed: memo, stackHeight };
    }
  } catch {
    // Not parsable (unknown instruction, short data, too few accounts): shown partially decoded, as validators do.
  }
  return { programId, accounts, data: bs58.encode(data), stackHeight };
}
