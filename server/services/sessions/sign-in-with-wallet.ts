import type { Db, Tx } from "../../db/client";
import { insertAccount } from "../../db/queries/api-keys";
import type { AuditEntry } from "../../db/queries/audit-events";
import {
  acceptInvitation,
  findLiveMemberById,
  insertMember,
  isActiveMemberAnywhere,
  listSignInOptions,
  lockWalletSignUp,
  type MemberWithTier,
  type SignInOption,
} from "../../db/queries/members";
import { env } from "../../env";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { requireActiveAccount } from "../accounts/require-active-account";
import { recordAudit } from "../audit-log/record-audit";
import { principalOfMember } from "./authenticate-session";
import {
  SignInRefused,
  useWalletChallenge,
  verifyWalletSignature,
  type WalletSignIn,
} from "./shared/check-wallet-signature";
import { chooseSignIn, maxSignInOptions, type SignInChoice, type SignInTarget } from "./shared/sign-in-choice";
import { signInDomains } from "./shared/sign-in-site";
import { startSession } from "./start-session";

type RequestFacts = Pick<AuditEntry, "requestId" | "clientAddress">;

/** SIGNUP=open: a wallet of no account gets a free-tier account of its own, as its admin member. */
async function signUp(tx: Tx, address: string): Promise<MemberWithTier> {
  // Two first sign-ins of one wallet at once: the second waits here, then finds the first one's account.
  await lockWalletSignUp(tx, address);
  if (await isActiveMemberAnywhere(tx, address)) {
    throw new AppError("FORBIDDEN", "This wallet is a member of an account already: sign in to it", {
      address,
      reason: "already_member",
    });
  }
  const accountId = newId("account");
  await insertAccount(tx, accountId, `Account of ${address.slice(0, 4)}…${address.slice(-4)}`, "free");
  const member = await insertMember(tx, { id: newId("member"), accountId, address, role: "admin" });
  return { ...member, tier: "free", accountStatus: "active", isOperator: false };
}

/** The wallet accepts its invitation: it joins with the role it was invited with (member.joined in its account). */
async function join(tx: Tx, option: SignInOption, facts: RequestFacts): Promise<MemberWithTier> {
  const joined = await acceptInvitation(tx, option.id, new Date());
  // A second sign-in of the same wallet may have accepted it a moment ago: then it is a member like any other.
  if (!joined) {
    const member = await findLiveMemberById(tx, option.id);
    if (member) return member;
    throw new AppError("NOT_A_MEMBER", "This invitation was revoked or has lapsed; ask the account's admin again", {
      address: option.address,
      accountId: option.accountId,
    });
  }
  const actor = { type: "member" as const, id: option.id, address: option.address };
  await recordAudit(
    tx,
    { accountId: option.accountId, actor, ...facts },
    "member.joined",
    { type: "member", id: option.id },
    { address: option.address, role: joined.role },
  );
  return { ...option, ...joined };
}

/** A failed sign-in is written to the log of each account the wallet is a member of (a bounded few). */
async function auditFailure(db: Db, options: SignInOption[], reason: string, facts: RequestFacts): Promise<void> {
  for (const member of options.filter((o) => o.status === "active")) {
    const actor = { type: "member" as const, id: member.id, address: member.address };
    await recordAudit(
      db,
      { accountId: member.accountId, actor, ...facts },
      "session.sign_in_failed",
      { type: "member", id: member.id },
      { reason },
      "failed",
    );
  }
}

/**
 * Signs a member in with a wallet signature over a challenge this service issued for one of its
 * configured sign-in domains (never one a request header names), to the account the
 * wallet may sign in to, or the one it chose (sign-in-choice.ts): a membership, an invitation it accepts by this
 * sign-in, or a new account (SIGNUP=open). The challenge is used up with the session, in one database transaction.
 * The session is bound to the member, so its account, role and removal are read again on every request.
 */
export async function signInWithWallet(db: Db, input: WalletSignIn & SignInChoice, facts: RequestFacts) {
  const now = new Date();
  const page = { limit: input.accountId ? 0 : maxSignInOptions, accountId: input.accountId };
  const options = await listSignInOptions(db, input.address, now, page);
  let nonceHash: string;
  try {
    nonceHash = await verifyWalletSignature(db, input, signInDomains());
  } catch (error) {
    if (error instanceof SignInRefused) await auditFailure(db, options, error.reason, facts);
    throw error;
  }
  const target: SignInTarget = chooseSignIn(input.address, options, input, env().SIGNUP === "open");
  return db.transaction(async (tx) => {
    await useWalletChallenge(tx, nonceHash);
    const member =
      target.kind === "sign_up"
        ? await signUp(tx, input.address)
        : target.kind === "invitation"
          ? await join(tx, target.option, facts)
          : target.option;
    const principal = principalOfMember(member);
    // A suspended account opens no session, as its keys open none; nothing of this sign-in is kept.
    requireActiveAccount(principal);
    await recordAudit(
      tx,
      { ...principal, ...facts },
      target.kind === "sign_up" ? "account.signed_up" : "session.signed_in",
      { type: "member", id: member.id },
      { method: "wallet" },
    );
    return { ...(await startSession(tx, principal)), role: member.role };
  });
}
