import { memberRoles } from "../auth/roles";
import { isoTimestamp, pagination, startingAfterId } from "./common";
import { spendingLimitSchema, spendingLimitsSchema } from "./spending-limits";
import { z } from "./zod";

export const memberRoleSchema = z
  .enum(memberRoles)
  .openapi("MemberRole", { description: "viewer reads, developer also writes, admin also manages keys and members" });

const walletAddress = z.string().min(32).max(44).openapi({
  description: "The member's wallet address (base58 ed25519 public key)",
  example: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
});

export const createMemberBody = z
  .object({ address: walletAddress, role: memberRoleSchema, spendingLimits: spendingLimitsSchema.optional() })
  .strict()
  .openapi("CreateMemberRequest");

export const updateMemberBody = z
  .object({ role: memberRoleSchema.optional(), spendingLimits: spendingLimitsSchema.optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.spendingLimits !== undefined, {
    error: "Give role, spendingLimits or both",
  })
  .openapi("UpdateMemberRequest");

export const listMembersQuery = z
  .object({
    limit: pagination.limit,
    startingAfter: startingAfterId("memberId"),
  })
  .strict();

export const memberSchema = z
  .object({
    memberId: z.string(),
    address: z.string(),
    role: memberRoleSchema,
    status: z.enum(["invited", "active", "expired"]).openapi({
      description:
        "invited: added, not yet joined (the wallet joins by signing in and accepting); active: joined; expired: the invitation lapsed unaccepted (invite the address again to renew it)",
    }),
    expiresAt: isoTimestamp.nullable().openapi({ description: "When the invitation lapses; null once joined" }),
    createdAt: isoTimestamp,
    spendingLimits: z.array(spendingLimitSchema).openapi({
      description: "Per-asset daily limits on the member's sends and payrolls, and those of the keys it made",
    }),
  })
  .openapi("Member");

export const memberListSchema = z
  .object({ members: z.array(memberSchema), hasMore: z.boolean() })
  .openapi("MemberList");

export const removedMemberSchema = z
  .object({ memberId: z.string(), removed: z.literal(true) })
  .openapi("RemovedMember");

export type MemberView = z.infer<typeof memberSchema>;
