import { type ParsedInfo, requireAccounts } from "./instruction-parser";

/** Associated Token Account program instructions (an empty data is the original Create). */
export function parseAssociatedTokenInstruction(accounts: string[], data: Uint8Array): ParsedInfo {
  const variant = data.length === 0 ? 0 : data[0];
  if (variant === 0 || variant === 1) {
    requireAccounts(accounts, 6);
    const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts;
    return {
      type: variant === 0 ? "create" : "createIdempotent",
      info: { source, account, wallet, mint, systemProgram, tokenProgram },
    };
  }
  if (variant === 2) {
    requireAccounts(accounts, 7);
    const [nestedSource, nestedMint, destination, nestedOwner, ownerMint, wallet, tokenProgram] = accounts;
    return {
      type: "recoverNested",
      info: { nestedSource, nestedMint, destination, nestedOwner, ownerMint, wallet, tokenProgram },
    };
  }
  throw new RangeError(`associated token instruction ${variant} is not parsed`);
}
