import { ByteReader } from "./bytes";
import { type ParsedInfo, requireAccounts } from "./instruction-parser";

/** Address Lookup Table program instructions (bincode: a u32 variant, then fields). */
export function parseLookupTableInstruction(accounts: string[], data: Uint8Array): ParsedInfo {
  const r = new ByteReader(data);
  const variant = r.u32();
  requireAccounts(accounts, 2);
  const table = { lookupTableAccount: accounts[0], lookupTableAuthority: accounts[1] };
  switch (variant) {
    case 0: {
      requireAccounts(accounts, 4);
      const [recentSlot, bumpSeed] = [r.u64(), r.u8()];
      return {
        type: "createLookupTable",
        info: {
          ...table,
          payerAccount: accounts[2],
          systemProgram: accounts[3],
          recentSlot: Number(recentSlot),
          bumpSeed,
        },
      };
    }
    case 1:
      return { type: "freezeLookupTable", info: table };
    case 2: {
      const count = Number(r.u64());
      const newAddresses = Array.from({ length: count }, () => r.pubkey());
      const payer = accounts.length >= 4 ? { payerAccount: accounts[2], systemProgram: accounts[3] } : {};
      return { type: "extendLookupTable", info: { ...table, newAddresses, ...payer } };
    }
    case 3:
      return { type: "deactivateLookupTable", info: table };
    case 4:
      requireAccounts(accounts, 3);
      return { type: "closeLookupTable", info: { ...table, recipient: accounts[2] } };
    default:
      throw new RangeError(`lookup table instruction ${variant} is not parsed`);
  }
}
