import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { ComputeBudgetProgram, SystemProgram, type TransactionInstruction } from "@solana/web3.js";
import { associatedTokenAccount } from "./token-address";

/*
 * What the instructions of the service's own transfers cost at most, measured on the devnet's programs (the SPL
 * Token and Associated Token Account programs it runs): a ComputeBudget or System instruction 150 units, a
 * transferChecked 158, creating a token account 16,615 when its bump seed is 255 and 1,500 more for every seed below
 * it (the runtime's price of each address the program's own derivation tries), and 4,338 when it exists by then (a
 * payout paying one recipient twice creates its account twice, idempotently). A creation is bounded over every state
 * its address can be in when the move runs, not the state a round read: 13,525 when it holds nothing, 16,615 when
 * anyone has sent it lamports short of the rent (the program then transfers the rest, allocates and assigns: three
 * system calls instead of one), 14,860 when it holds the rent or more. A recipient can fund its own address after
 * the read, and the whole payout would run out of units. Each is rounded up here; the property
 * test (tests/ledger/known-units.test.ts) holds the limits computed from them to what the ledger uses.
 */
const builtinUnits = 150;
const transferCheckedUnits = 200;
const tokenAccountBaseUnits = 16_700;
const existingTokenAccountBaseUnits = 4_400;
const unitsPerBumpTried = 1_500;

const transferChecked = 12;
const systemTransfer = 2;

function tokenAccountUnits(ix: TransactionInstruction, created: Set<string>): number | undefined {
  // CreateAssociatedTokenAccount (no data) or its idempotent form (1): payer, account, owner, mint, system, token.
  if (ix.data.length > 1 || (ix.data.length === 1 && ix.data[0] !== 1)) return undefined;
  const [, account, owner, mint, , tokenProgram] = ix.keys;
  if (!account || !owner || !mint || !tokenProgram?.pubkey.equals(TOKEN_PROGRAM_ID)) return undefined;
  const { address, bump } = associatedTokenAccount(mint.pubkey, owner.pubkey);
  if (!address.equals(account.pubkey)) return undefined;
  const key = address.toBuffer().toString("latin1");
  const base = created.has(key) ? existingTokenAccountBaseUnits : tokenAccountBaseUnits;
  created.add(key);
  return base + unitsPerBumpTried * (255 - bump);
}

function instructionUnits(ix: TransactionInstruction, created: Set<string>): number | undefined {
  if (ix.programId.equals(ComputeBudgetProgram.programId)) return builtinUnits;
  if (ix.programId.equals(SystemProgram.programId)) {
    return ix.data.length >= 4 && ix.data.readUInt32LE(0) === systemTransfer ? builtinUnits : undefined;
  }
  if (ix.programId.equals(TOKEN_PROGRAM_ID)) return ix.data[0] === transferChecked ? transferCheckedUnits : undefined;
  if (ix.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID)) return tokenAccountUnits(ix, created);
  return undefined;
}

/**
 * The compute units these instructions use at most, computed without asking the ledger: only when each is one whose
 * cost the service knows (a SOL or token transfer, creating a token account whose bump seed it derives); undefined
 * when any other is among them (a swap, a foreign program), whose cost only a simulation tells.
 */
export function knownUnits(instructions: TransactionInstruction[]): number | undefined {
  let units = 0;
  const created = new Set<string>();
  for (const ix of instructions) {
    const cost = instructionUnits(ix, created);
    if (cost === undefined) return undefined;
    units += cost;
  }
  return units;
}
