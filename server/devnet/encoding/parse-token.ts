import { uiTokenAmount } from "../token-accounts";
import { ByteReader } from "./bytes";
import { type ParsedInfo, requireAccounts } from "./instruction-parser";

const authorityTypes = [
  "mintTokens",
  "freezeAccount",
  "accountOwner",
  "closeAccount",
  "transferFeeConfig",
  "withheldWithdraw",
  "closeMint",
  "interestRate",
  "permanentDelegate",
  "confidentialTransferMint",
  "transferHookProgramId",
  "confidentialTransferFeeConfig",
  "metadataPointer",
  "groupPointer",
  "groupMemberPointer",
  "scaledUiAmount",
  "pause",
  "permissionedBurn",
];
/** Authority types whose first account is the account itself rather than the mint. */
const accountAuthorities = new Set(["accountOwner", "closeAccount"]);

/**
 * The signer of an instruction at `index`: one key under `single`, or (when more accounts follow) a multisig
 * under `multisig` with its signers listed, as validators report it.
 */
function signers(accounts: string[], index: number, single: string, multisig: string): Record<string, unknown> {
  if (accounts.length > index + 1) return { [multisig]: accounts[index], signers: accounts.slice(index + 1) };
  return accounts[index] === undefined ? {} : { [single]: accounts[index] };
}

/**
 * SPL Token and Token-2022 instructions shared by both programs (a u8 variant, then fields); u64 amounts are
 * strings. Token-2022 extension instructions are left partially decoded.
 */
export function parseTokenInstruction(accounts: string[], data: Uint8Array): ParsedInfo {
  const r = new ByteReader(data);
  const variant = r.u8();
  const a = accounts;
  const needs = (count: number) => requireAccounts(a, count);
  const amount = () => r.u64().toString();
  const checked = () => {
    const units = r.u64();
    return uiTokenAmount(units, r.u8());
  };
  switch (variant) {
    case 0:
    case 20: {
      needs(variant === 0 ? 2 : 1);
      const [decimals, mintAuthority, freezeAuthority] = [r.u8(), r.pubkey(), r.optionalPubkey()];
      return {
        type: variant === 0 ? "initializeMint" : "initializeMint2",
        info: {
          mint: a[0],
          decimals,
          mintAuthority,
          ...(freezeAuthority && { freezeAuthority }),
          ...(variant === 0 && { rentSysvar: a[1] }),
        },
      };
    }
    case 1:
      needs(4);
      return { type: "initializeAccount", info: { account: a[0], mint: a[1], owner: a[2], rentSysvar: a[3] } };
    case 16:
      needs(3);
      return {
        type: "initializeAccount2",
        info: { account: a[0], mint: a[1], owner: r.pubkey(), rentSysvar: a[2] },
      };
    case 18:
      needs(2);
      return { type: "initializeAccount3", info: { account: a[0], mint: a[1], owner: r.pubkey() } };
    case 2:
      needs(3);
      return { type: "initializeMultisig", info: { multisig: a[0], rentSysvar: a[1], signers: a.slice(2), m: r.u8() } };
    case 19:
      needs(2);
      return { type: "initializeMultisig2", info: { multisig: a[0], signers: a.slice(1), m: r.u8() } };
    case 3:
      needs(3);
      return {
        type: "transfer",
        info: { source: a[0], destination: a[1], amount: amount(), ...signers(a, 2, "authority", "multisigAuthority") },
      };
    case 4:
      needs(3);
      return {
        type: "approve",
        info: { source: a[0], delegate: a[1], amount: amount(), ...signers(a, 2, "owner", "multisigOwner") },
      };
    case 5:
      needs(2);
      return { type: "revoke", info: { source: a[0], ...signers(a, 1, "owner", "multisigOwner") } };
    case 6: {
      needs(2);
      const authorityType = authorityTypes[r.u8()];
      if (!authorityType) throw new RangeError("unknown authority type");
      return {
        type: "setAuthority",
        info: {
          [accountAuthorities.has(authorityType) ? "account" : "mint"]: a[0],
          authorityType,
          newAuthority: r.optionalPubkey(),
          ...signers(a, 1, "authority", "multisigAuthority"),
        },
      };
    }
    case 7:
      needs(3);
      return {
        type: "mintTo",
        info: {
          mint: a[0],
          account: a[1],
          amount: amount(),
          ...signers(a, 2, "mintAuthority", "multisigMintAuthority"),
        },
      };
    case 8:
      needs(3);
      return {
        type: "burn",
        info: { account: a[0], mint: a[1], amount: amount(), ...signers(a, 2, "authority", "multisigAuthority") },
      };
    case 9:
      needs(3);
      return {
        type: "closeAccount",
        info: { account: a[0], destination: a[1], ...signers(a, 2, "owner", "multisigOwner") },
      };
    case 10:
    case 11:
      needs(3);
      return {
        type: variant === 10 ? "freezeAccount" : "thawAccount",
        info: { account: a[0], mint: a[1], ...signers(a, 2, "freezeAuthority", "multisigFreezeAuthority") },
      };
    case 12:
      needs(4);
      return {
        type: "transferChecked",
        info: {
          source: a[0],
          mint: a[1],
          destination: a[2],
          tokenAmount: checked(),
          ...signers(a, 3, "authority", "multisigAuthority"),
        },
      };
    case 13:
      needs(4);
      return {
        type: "approveChecked",
        info: {
          source: a[0],
          mint: a[1],
          delegate: a[2],
          tokenAmount: checked(),
          ...signers(a, 3, "owner", "multisigOwner"),
        },
      };
    case 14:
      needs(3);
      return {
        type: "mintToChecked",
        info: {
          mint: a[0],
          account: a[1],
          tokenAmount: checked(),
          ...signers(a, 2, "mintAuthority", "multisigMintAuthority"),
        },
      };
    case 15:
      needs(3);
      return {
        type: "burnChecked",
        info: { account: a[0], mint: a[1], tokenAmount: checked(), ...signers(a, 2, "authority", "multisigAuthority") },
      };
    case 17:
      needs(1);
      return { type: "syncNative", info: { account: a[0] } };
    case 21:
      needs(1);
      return { type: "getAccountDataSize", info: { mint: a[0] } };
    case 22:
      needs(1);
      return { type: "initializeImmutableOwner", info: { account: a[0] } };
    case 23:
      needs(1);
      return { type: "amountToUiAmount", info: { mint: a[0], amount: amount() } };
    case 24:
      needs(1);
      return {
        type: "uiAmountToAmount",
        info: { mint: a[0], uiAmount: new TextDecoder("utf-8", { fatal: true }).decode(r.rest()) },
      };
    case 25:
      needs(1);
      return { type: "initializeMintCloseAuthority", info: { mint: a[0], newAuthority: r.optionalPubkey() } };
    default:
      throw new RangeError(`token instruction ${variant} is not parsed`);
  }
}
