import { decimalString } from "./common";
import { counterpartySchema } from "./counterparties";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

/** Recipients a payroll takes at most; rows past it are flagged `over_limit`. */
export const maxPayrollRecipients = 10_000;

/** About 200 bytes a row at 10,000 rows: room for long names and references, far below the 5 MB body limit. */
export const maxPayrollCsvChars = 2_000_000;

const payrollRowSchema = z
  .object({
    address: z.string().max(100),
    amount: z.string().max(100),
    name: z.string().max(200).optional(),
    reference: z.string().max(200).optional(),
  })
  .strict()
  .openapi("PayrollRow");

export const validatePayrollBody = z
  .object({
    asset: assetSymbolSchema,
    recipients: z
      .array(payrollRowSchema)
      .min(1)
      .max(maxPayrollRecipients * 2)
      .optional()
      .openapi({ description: "The rows as JSON; give this or `csv`" }),
    csv: z.string().min(1).max(maxPayrollCsvChars).optional().openapi({
      description:
        "The rows as CSV text with a header row: columns `address` and `amount`, optional `name` and `reference` (any order, any case); give this or `recipients`",
      example: "address,amount,name\n9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin,1200,Alice",
    }),
  })
  .strict()
  .openapi("ValidatePayrollRequest");

export const payrollProblemCodeSchema = z
  .enum([
    "malformed_row",
    "invalid_address",
    "token_account",
    "service_wallet",
    "sysvar",
    "executable",
    "off_curve",
    "small_order",
    "mint",
    "frozen_token_account",
    "duplicate",
    "invalid_amount",
    "zero_amount",
    "too_many_decimals",
    "amount_too_large",
    "below_rent_minimum",
    "over_limit",
  ])
  .openapi("PayrollProblemCode");

export const payrollRowReportSchema = z
  .object({
    row: z.number().int().openapi({ description: "Data row, from 1 (a CSV file's header is row 0)" }),
    address: z.string(),
    amount: z.string(),
    name: z.string().optional(),
    reference: z.string().optional(),
    problems: z.array(
      z.object({
        code: payrollProblemCodeSchema,
        field: z.enum(["address", "amount", "row"]),
        message: z.string(),
      }),
    ),
  })
  .openapi("PayrollRowReport");

const policyPreviewSchema = z
  .object({
    effect: z.enum(["allow", "require_approval", "refuse"]),
    policyId: z.string().optional(),
    name: z.string().optional(),
    required: z.number().int().optional(),
  })
  .openapi("PolicyPreview");

export const payrollValidationSchema = z
  .object({
    asset: assetSymbolSchema,
    valid: z.boolean().openapi({ description: "No row has a problem: the payroll can be quoted and sent as is" }),
    rows: z.array(payrollRowReportSchema).openapi({ description: "The rows with at least one problem, in order" }),
    totals: z.object({
      rows: z.number().int(),
      validRows: z.number().int(),
      invalidRows: z.number().int(),
      amount: decimalString.openapi({ description: "Sum of the valid rows' amounts, in `asset`" }),
    }),
    tokenAccountsToCreate: z
      .number()
      .int()
      .openapi({ description: "Valid recipients without a token account of `asset` (none for SOL)" }),
    tokenAccountRent: decimalString.openapi({
      description: "Rent of those token accounts, in SOL, paid by the sender",
    }),
    walletTransactions: z
      .number()
      .int()
      .openapi({ description: "Ledger transactions a wallet-mode payroll of the valid rows needs (each signed once)" }),
    networkFee: decimalString.openapi({ description: "Their network fee, in SOL" }),
    addressBook: z
      .object({
        entries: z.array(counterpartySchema).openapi({
          description:
            "The address book's entries of the valid rows' addresses, each once; one still cooling down has `active: false`",
        }),
        outside: z.number().int().openapi({
          description: "Valid rows paying an address that is not an active entry (one still cooling down is outside)",
        }),
      })
      .openapi({ description: "Who the rows pay, by the account's address book" }),
    policies: z.object({ wallet: policyPreviewSchema, private: policyPreviewSchema }).openapi({
      description:
        "What the account's policies would say of the valid rows as a payroll in each mode: paid, refused (POLICY_REFUSED) or held for approvals",
    }),
  })
  .openapi("PayrollValidation");

export type PayrollRow = z.infer<typeof payrollRowSchema>;
export type PayrollRowReport = z.infer<typeof payrollRowReportSchema>;
export type PayrollProblemCode = z.infer<typeof payrollProblemCodeSchema>;
