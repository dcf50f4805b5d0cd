import type { Db, Tx } from "../../db/client";
import { insertAccount } from "../../db/queries/api-keys";
import { type AuditEntry, insertAuditEvent } from "../../db/queries/audit-events";
import { findLiveMemberByAddress, insertMember, type MemberWithTier } from "../../db/queries/members";
import { env } from "../../env";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { addressTaken, isAddressTaken } from "../members/shared/member-rules";
import { principalOfMember } from "./authenticate-session";
import { checkWalletSignature, SignInRefused, type WalletSignIn } from "./shared/check-wallet-signature";
import { signInDomains } from "./shared/sign-in-site";
import { startSession } from "./start-session";

type RequestFacts = Pick<AuditEntry, "requestId" | "clientAddress">;

/** SIGNUP=open: a wallet of no account gets a free-tier account of its own, as its admin member. */
async function signUp(tx: Tx, address: string): Promise<MemberWithTier> {
  const accountId = newId("account");
  await insertAccount(tx, accountId, `Account of ${address.slice(0, 4)}…${address.slice(-4)}`, "free");
  const member = await insertMember(tx, { id: newId("member"), accountId, address, role: "admin" });
  return { ...member, tier: "free", accountStatus: "active", isOperator: false };
}

function rethrowTaken(address: string) {
  return (error: unknown): never => {
    throw isAddressTaken(error) ? addressTaken(address) : error;
  };
}

/** A failed sign-in is written to the log of the account the wallet is a member of, when it is one. */
async function auditFailure(db: Db, address: string, reason: string, facts: RequestFacts): Promise<void> {
  const member = await findLiveMemberByAddress(db, address);
  if (!member) return;
  await insertAuditEvent(db, {
    accountId: member.accountId,
    actor: { type: "member", id: member.id, address },
    action: "session.sign_in_failed",
    object: { type: "member", id: member.id },
    outcome: "failed",
    details: { reason },
    ...facts,
  });
}

/**
 * Signs a member in with a wallet signature over a challenge this service issued for one of its configured sign-in
 * domains (never one a request header names). The session is bound to the member, so its account, role and removal
 * are read again on every request.
 */
export async function signInWithWallet(db: Db, input: WalletSignIn, facts: RequestFacts) {
  try {
    await checkWalletSignature(db, input, signInDomains());
  } catch (error) {
    if (error instanceof SignInRefused) await auditFailure(db, input.address, error.reason, facts);
    throw error;
  }
  const existing = await findLiveMemberByAddress(db, input.address);
  if (!existing && env().SIGNUP !== "open") {
    throw new AppError(
      "NOT_A_MEMBER",
      "This wallet is no account's member: ask an admin of your account to add it, or sign in with an API key",
      { address: input.address },
    );
  }
  // Two first sign-ins of one wallet at once: the members index lets one sign-up through, the other is a 409.
  return db.transaction(async (tx) => {
    const member = existing ?? (await signUp(tx, input.address).catch(rethrowTaken(input.address)));
    const principal = principalOfMember(member);
    await insertAuditEvent(tx, {
      accountId: member.accountId,
      actor: principal.actor,
      action: existing ? "session.signed_in" : "account.signed_up",
      object: { type: "member", id: member.id },
      details: { method: "wallet" },
      ...facts,
    });
    return { ...(await startSession(tx, principal)), role: member.role };
  });
}
