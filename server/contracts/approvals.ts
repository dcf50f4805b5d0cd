import { decimalString, isoTimestamp, pagination, startingAfterId } from "./common";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

export const approvalStatuses = ["awaiting", "approved", "rejected", "expired"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

const approvalStatusSchema = z.enum(approvalStatuses).openapi("ApprovalStatus", {
  description:
    "awaiting: decisions are taken; approved: `required` distinct approvers approved (a private payment proceeds; a wallet one may be prepared once with this approvalId); rejected: one approver rejected it (a private payment is cancelled); expired: APPROVAL_TTL passed first (cancelled too)",
});

export const approvalDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"]),
    actor: z
      .record(z.string(), z.unknown())
      .openapi({ description: "Who decided: the key or member, as the audit log names it" }),
    reason: z.string().nullable(),
    decidedAt: isoTimestamp,
  })
  .openapi("ApprovalDecision");

/** What a held transaction's view shows of its approval. */
export const transactionApprovalSchema = z
  .object({
    approvalId: z.string(),
    status: approvalStatusSchema,
    required: z.number().int().openapi({ description: "Distinct approvals it needs (the policy's, when it was held)" }),
    decisions: z.array(approvalDecisionSchema),
  })
  .openapi("TransactionApproval");

const recipientSchema = z.object({ address: z.string(), amount: decimalString });

export const approvalContentSchema = z
  .object({
    type: z.string(),
    mode: z.enum(["wallet", "private"]),
    sender: z.string(),
    asset: assetSymbolSchema.openapi({ description: "The asset the recipients' amounts are in" }),
    outputAsset: assetSymbolSchema
      .optional()
      .openapi({ description: "A wallet swap: the asset its sender receives (bound by the digest)" }),
    total: decimalString,
    recipientCount: z.number().int(),
    recipients: z.array(recipientSchema).optional().openapi({
      description: "Every recipient and amount (GET /v1/approvals/{approvalId} only)",
    }),
  })
  .openapi("ApprovalContent");

export const approvalSchema = z
  .object({
    approvalId: z.string(),
    status: approvalStatusSchema,
    mode: z.enum(["wallet", "private"]),
    transactionId: z
      .string()
      .nullable()
      .openapi({ description: "Private mode: the held transaction; wallet mode: null (nothing exists until signed)" }),
    policy: z.object({ policyId: z.string(), name: z.string() }).openapi({
      description: "The policy that held it, as it was named then",
    }),
    maker: z
      .object({
        keyId: z.string().nullable(),
        memberId: z.string().nullable(),
        name: z.string().nullable().optional().openapi({
          description:
            "The key's name, or the member's wallet address (GET /v1/approvals and /v1/approvals/{approvalId}; not in events)",
        }),
      })
      .openapi({ description: "Who made the payment: its key (and the member that made the key), or its member" }),
    required: z.number().int(),
    approvals: z.number().int().openapi({ description: "Distinct approvals so far" }),
    decisions: z.array(approvalDecisionSchema),
    content: approvalContentSchema,
    digest: z
      .string()
      .openapi({ description: "SHA-256 (hex) of the content's canonical form: what the approval binds" }),
    expiresAt: isoTimestamp,
    decidedAt: isoTimestamp.nullable(),
    usedAt: isoTimestamp.nullable().openapi({ description: "Wallet mode: when a prepare used it (once)" }),
    createdAt: isoTimestamp,
    viewer: z
      .object({
        isMaker: z.boolean().openapi({ description: "The caller made the payment: it may not decide (SELF_APPROVAL)" }),
        hasDecided: z.boolean().openapi({ description: "The caller decided already (APPROVAL_ALREADY_DECIDED)" }),
      })
      .optional()
      .openapi({
        description:
          "GET /v1/approvals/{approvalId} only: the caller's part, so a dashboard says why it cannot decide instead of offering a decision the API refuses",
      }),
  })
  .openapi("Approval");

export const approvalListSchema = z
  .object({ approvals: z.array(approvalSchema), hasMore: z.boolean() })
  .openapi("ApprovalList");

export const listApprovalsQuery = z
  .object({
    limit: pagination.limit,
    startingAfter: startingAfterId("approvalId"),
    status: approvalStatusSchema.optional().openapi({ description: "Only approvals in this status" }),
  })
  .strict();

export const decideApprovalBody = z
  .object({ reason: z.string().trim().min(1).max(500).optional().openapi({ description: "Why, for the audit log" }) })
  .strict()
  .openapi("DecideApprovalRequest");

export type ApprovalView = z.infer<typeof approvalSchema>;
export type TransactionApproval = z.infer<typeof transactionApprovalSchema>;
