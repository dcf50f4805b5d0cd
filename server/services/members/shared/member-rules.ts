import type { MemberRole } from "../../../auth/roles";
import type { Tx } from "../../../db/client";
import type { MemberRow } from "../../../db/queries/members";
import { countLiveMembers } from "../../../db/queries/members";
import { AppError } from "../../../errors";
import { parseAddress } from "../../../ledger/address";

/** Members an account may have at once, invitations included (removed ones do not count): its list stays bounded. */
export const maxMembersPerAccount = 1_000;

/** How long an invitation waits for its wallet to sign in and accept it. */
export const invitationTtlMs = 7 * 24 * 3_600_000;

/** A member signs in with its wallet, so its address must be an ed25519 public key (on the curve), not a PDA. */
export function requireWalletAddress(text: string): string {
  const key = parseAddress(text, { requireOnCurve: true });
  if (!key) {
    throw new AppError("INVALID_ADDRESS", "address is not a wallet address (base58 of an ed25519 public key)", {
      address: text,
    });
  }
  return key.toBase58();
}

export function memberNotFound(memberId: string): AppError {
  return new AppError("MEMBER_NOT_FOUND", `No member ${memberId} in this account`, { memberId });
}

export async function requireRoomForMember(tx: Tx, accountId: string): Promise<void> {
  if ((await countLiveMembers(tx, accountId)) >= maxMembersPerAccount) {
    throw new AppError(
      "TOO_MANY_MEMBERS",
      `An account can have at most ${maxMembersPerAccount} members; remove one first`,
      {
        limit: maxMembersPerAccount,
      },
    );
  }
}

/**
 * Refuses a change that would leave the account with no admin member (call with the account's members locked).
 * Only members who joined count: an invited admin is no admin until it signs in, and it may never.
 */
export async function requireAnotherAdmin(tx: Tx, member: MemberRow, newRole?: MemberRole): Promise<void> {
  if (member.status !== "active" || member.role !== "admin" || newRole === "admin") return;
  if ((await countLiveMembers(tx, member.accountId, "admin")) > 1) return;
  throw new AppError("LAST_ADMIN", "This is the account's last admin member; make another member admin first", {
    memberId: member.id,
    reason: "last_admin",
  });
}

/** The account already has the address, as a member or an invitation (the partial unique index on members said so). */
export function isAddressTaken(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505" && String(e.message ?? "").includes("members_account_address_idx")) return true;
  }
  return false;
}

export function addressTaken(address: string): AppError {
  return new AppError(
    "MEMBER_ADDRESS_TAKEN",
    "This wallet is already a member of this account, or invited to it; change its role or remove it instead",
    { address },
  );
}
