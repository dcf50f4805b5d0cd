import { ByteReader } from "./bytes";
import { type ParsedInfo, requireAccounts } from "./instruction-parser";

/** System program instructions (bincode: a u32 variant, then fields), named and shaped as validators parse them. */
export function parseSystemInstruction(accounts: string[], data: Uint8Array): ParsedInfo {
  const r = new ByteReader(data);
  const variant = r.u32();
  const needs = (count: number) => requireAccounts(accounts, count);
  switch (variant) {
    case 0: {
      needs(2);
      const [lamports, space, owner] = [r.u64(), r.u64(), r.pubkey()];
      return {
        type: "createAccount",
        info: { source: accounts[0], newAccount: accounts[1], lamports: Number(lamports), space: Number(space), owner },
      };
    }
    case 1:
      needs(1);
      return { type: "assign", info: { account: accounts[0], owner: r.pubkey() } };
    case 2:
      needs(2);
      return { type: "transfer", info: { source: accounts[0], destination: accounts[1], lamports: Number(r.u64()) } };
    case 3: {
      needs(2);
      const [base, seed, lamports, space, owner] = [r.pubkey(), r.bincodeString(), r.u64(), r.u64(), r.pubkey()];
      return {
        type: "createAccountWithSeed",
        info: {
          source: accounts[0],
          newAccount: accounts[1],
          base,
          seed,
          lamports: Number(lamports),
          space: Number(space),
          owner,
        },
      };
    }
    case 4:
      needs(3);
      return {
        type: "advanceNonce",
        info: { nonceAccount: accounts[0], recentBlockhashesSysvar: accounts[1], nonceAuthority: accounts[2] },
      };
    case 5:
      needs(5);
      return {
        type: "withdrawFromNonce",
        info: {
          nonceAccount: accounts[0],
          destination: accounts[1],
          recentBlockhashesSysvar: accounts[2],
          rentSysvar: accounts[3],
          nonceAuthority: accounts[4],
          lamports: Number(r.u64()),
        },
      };
    case 6:
      needs(3);
      return {
        type: "initializeNonce",
        info: {
          nonceAccount: accounts[0],
          recentBlockhashesSysvar: accounts[1],
          rentSysvar: accounts[2],
          nonceAuthority: r.pubkey(),
        },
      };
    case 7:
      needs(2);
      return {
        type: "authorizeNonce",
        info: { nonceAccount: accounts[0], nonceAuthority: accounts[1], newAuthorized: r.pubkey() },
      };
    case 8:
      needs(1);
      return { type: "allocate", info: { account: accounts[0], space: Number(r.u64()) } };
    case 9: {
      needs(2);
      const [base, seed, space, owner] = [r.pubkey(), r.bincodeString(), r.u64(), r.pubkey()];
      return { type: "allocateWithSeed", info: { account: accounts[0], base, seed, space: Number(space), owner } };
    }
    case 10: {
      needs(2);
      const [base, seed, owner] = [r.pubkey(), r.bincodeString(), r.pubkey()];
      return { type: "assignWithSeed", info: { account: accounts[0], base, seed, owner } };
    }
    case 11: {
      needs(3);
      const [lamports, sourceSeed, sourceOwner] = [r.u64(), r.bincodeString(), r.pubkey()];
      return {
        type: "transferWithSeed",
        info: {
          source: accounts[0],
          sourceBase: accounts[1],
          destination: accounts[2],
          lamports: Number(lamports),
          sourceSeed,
          sourceOwner,
        },
      };
    }
    case 12:
      needs(1);
      return { type: "upgradeNonce", info: { nonceAccount: accounts[0] } };
    default:
      throw new RangeError(`system instruction ${variant} is not parsed`);
  }
}
