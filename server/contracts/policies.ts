import { isoTimestamp } from "./common";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

/** The payments a policy can name: what an account pays out (a top-up pays the account itself). */
export const policyPaymentTypes = ["send", "swap", "payroll", "withdrawal"] as const;
export const policyEffects = ["require_approval", "refuse"] as const;
/** An account keeps at most this many policies, so every payment's check reads a bounded list. */
export const maxPoliciesPerAccount = 50;
export const maxApprovalsRequired = 5;

const name = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .openapi({ description: "What the team calls it", example: "Payroll over 10,000" });

const distinct = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const policyMatchSchema = z
  .object({
    types: z
      .array(z.enum(policyPaymentTypes))
      .min(1)
      .max(policyPaymentTypes.length)
      .refine(distinct, { error: "Name each type once" })
      .optional()
      .openapi({ description: "Only payments of these types (any type when absent)" }),
    modes: z
      .array(z.enum(["wallet", "private"]))
      .min(1)
      .max(2)
      .refine(distinct, { error: "Name each mode once" })
      .optional()
      .openapi({ description: "Only payments in these modes (either when absent)" }),
    assets: z
      .array(assetSymbolSchema)
      .min(1)
      .max(3)
      .refine(distinct, { error: "Name each asset once" })
      .optional()
      .openapi({ description: "Only payments whose recipients are paid in one of these assets" }),
    minAmount: z
      .string()
      .max(40)
      .regex(/^\d{1,20}(\.\d{1,9})?$/, { error: "A decimal amount, at most 9 decimals" })
      .optional()
      .openapi({
        description:
          "Only payments whose total (every recipient's amount, in the asset they are paid in) is at least this many whole units of that asset",
        example: "10000",
      }),
    recipientsOutsideAddressBook: z.boolean().optional().openapi({
      description:
        "true: only payments with at least one recipient that is not an active entry of the address book (one cooling down counts as outside)",
    }),
  })
  .strict()
  .openapi("PolicyMatch", { description: "Every condition given must hold; an empty match takes every payment" });

const effect = z.enum(policyEffects).openapi({
  description: "refuse: the payment is refused (422 POLICY_REFUSED); require_approval: it waits for `approvals` admins",
});
const approvals = z
  .number()
  .int()
  .min(1)
  .max(maxApprovalsRequired)
  .openapi({ description: "Distinct approvers a held payment needs (require_approval), 1 to 5; default 1" });

export const createPolicyBody = z
  .object({ name, match: policyMatchSchema, effect, approvals: approvals.optional() })
  .strict()
  .refine((b) => b.effect === "require_approval" || b.approvals === undefined, {
    error: "approvals is only for effect require_approval",
    path: ["approvals"],
  })
  .openapi("CreatePolicyRequest");

export const updatePolicyBody = z
  .object({
    name: name.optional(),
    match: policyMatchSchema.optional(),
    effect: effect.optional(),
    approvals: approvals.optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: "Give at least one of name, match, effect, approvals",
  })
  .openapi("UpdatePolicyRequest");

export const policySchema = z
  .object({
    policyId: z.string(),
    name: z.string(),
    match: policyMatchSchema,
    effect,
    approvals: z.number().int().nullable().openapi({ description: "Approvals a held payment needs; null for refuse" }),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .openapi("Policy");

export const policyListSchema = z.object({ policies: z.array(policySchema) }).openapi("PolicyList");

export const deletedPolicySchema = z
  .object({ policyId: z.string(), deleted: z.literal(true) })
  .openapi("DeletedPolicy");

export type PolicyMatch = z.infer<typeof policyMatchSchema>;
export type PolicyEffect = (typeof policyEffects)[number];
export type PolicyView = z.infer<typeof policySchema>;
