/** What a parser makes of one instruction: its type and info, as jsonParsed shows them. */
export type ParsedInfo = { type: string; info?: Record<string, unknown> };

/** A parser gets the instruction's accounts as addresses and its data; it throws when it cannot parse. */
export type InstructionParser = (accounts: string[], data: Uint8Array) => ParsedInfo;

/** The accounts an instruction needs before it can be parsed. */
export function requireAccounts(accounts: string[], count: number): void {
  if (accounts.length < count) throw new RangeError("instruction key mismatch");
}
