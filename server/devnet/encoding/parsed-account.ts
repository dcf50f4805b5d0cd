import type { EncodedAccount, ReadonlyUint8Array } from "@solana/kit";
import { AccountLayout, MintLayout, MULTISIG_SIZE, MultisigLayout } from "@solana/spl-token";
import { decodeLookupTable } from "../lookup-tables";
import { decodeTokenAccount, mintDecimals, tokenPrograms, uiTokenAmount } from "../token-accounts";

/** Reads an account by address (null when there is none), for parsers that follow references (a mint's decimals). */
export type AccountReader = (key: string) => EncodedAccount | null;

/** Token-2022 accounts with extensions carry their kind in the byte after the base account (1 mint, 2 account). */
const accountTypeOffset = AccountLayout.span;

function tokenKind(data: ReadonlyUint8Array): "mint" | "account" | "multisig" | undefined {
  if (data.length === MintLayout.span) return "mint";
  if (data.length === AccountLayout.span) return "account";
  if (data.length === MULTISIG_SIZE) return "multisig";
  if (data.length > accountTypeOffset) return ({ 1: "mint", 2: "account" } as const)[data[accountTypeOffset] ?? 0];
  return undefined;
}

function tokenAccountInfo(read: AccountReader, data: ReadonlyUint8Array) {
  const token = decodeTokenAccount(data);
  if (!token || token.state === 0) return undefined;
  const mint = read(token.mint);
  const decimals = mint ? (mintDecimals(mint.data) ?? 0) : 0;
  return {
    type: "account",
    info: {
      isNative: token.nativeReserve !== null,
      mint: token.mint,
      owner: token.owner,
      state: token.state === 2 ? "frozen" : "initialized",
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(token.delegate && {
        delegate: token.delegate,
        delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals),
      }),
      ...(token.nativeReserve !== null && { rentExemptReserve: uiTokenAmount(token.nativeReserve, decimals) }),
      ...(token.closeAuthority && { closeAuthority: token.closeAuthority }),
    },
  };
}

function mintInfo(data: ReadonlyUint8Array) {
  const mint = MintLayout.decode(Buffer.from(data.subarray(0, MintLayout.span) as Uint8Array));
  if (!mint.isInitialized) return undefined;
  return {
    type: "mint",
    info: {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthorityOption ? mint.freezeAuthority.toBase58() : null,
      isInitialized: true,
      mintAuthority: mint.mintAuthorityOption ? mint.mintAuthority.toBase58() : null,
      supply: mint.supply.toString(),
    },
  };
}

function multisigInfo(data: ReadonlyUint8Array) {
  const multisig = MultisigLayout.decode(Buffer.from(data as Uint8Array));
  if (!multisig.isInitialized) return undefined;
  const all = [
    multisig.signer1,
    multisig.signer2,
    multisig.signer3,
    multisig.signer4,
    multisig.signer5,
    multisig.signer6,
    multisig.signer7,
    multisig.signer8,
    multisig.signer9,
    multisig.signer10,
    multisig.signer11,
  ];
  return {
    type: "multisig",
    info: {
      numRequiredSigners: multisig.m,
      numValidSigners: multisig.n,
      isInitialized: true,
      signers: all.slice(0, multisig.n).map((key) => key.toBase58()),
    },
  };
}

function tokenProgramData(read: AccountReader, account: EncodedAccount) {
  const kind = tokenKind(account.data);
  const parsed =
    kind === "account"
      ? tokenAccountInfo(read, account.data)
      : kind === "mint"
        ? mintInfo(account.data)
        : kind === "multisig"
          ? multisigInfo(account.data)
          : undefined;
  if (!parsed) return undefined;
  const program = account.programAddress === tokenPrograms[0] ? "spl-token" : "spl-token-2022";
  return { program, parsed, space: account.data.length };
}

function lookupTableData(account: EncodedAccount) {
  const table = decodeLookupTable(account);
  if (!table) return undefined;
  return {
    program: "address-lookup-table",
    parsed: {
      type: "lookupTable",
      info: {
        deactivationSlot: table.deactivationSlot.toString(),
        lastExtendedSlot: table.lastExtendedSlot.toString(),
        lastExtendedSlotStartIndex: table.lastExtendedSlotStartIndex,
        ...(table.authority && { authority: table.authority.toBase58() }),
        addresses: table.addresses.map((key) => key.toBase58()),
      },
    },
    space: account.data.length,
  };
}

/** The jsonParsed `data` of an account, for the kinds validators parse here; undefined means "send base64". */
export function parseAccountData(read: AccountReader, account: EncodedAccount) {
  if (tokenPrograms.includes(account.programAddress)) return tokenProgramData(read, account);
  return lookupTableData(account);
}
