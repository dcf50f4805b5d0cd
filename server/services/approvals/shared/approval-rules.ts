import { createHash } from "node:crypto";
import { type AssetSymbol, assets } from "../../../assets";
import { env } from "../../../env";
import { AppError } from "../../../errors";
import { formatAmount } from "../../../money";

/** A payment as an approval binds it: every field that decides who is paid what, from whom. */
export type ApprovalContent = {
  type: string;
  mode: "wallet" | "private";
  sender: string;
  asset: AssetSymbol;
  /** A wallet swap: what the sender receives (its one recipient is itself, paid the input). */
  outputAsset?: AssetSymbol;
  recipients: { address: string; amount: bigint }[];
};

export type StoredContent = {
  type: string;
  mode: "wallet" | "private";
  sender: string;
  asset: AssetSymbol;
  outputAsset?: AssetSymbol;
  total: string;
  recipients: { address: string; amount: string }[];
};

/** The content as stored and shown: amounts as decimal strings of its asset, recipients in their order. */
export function storedContent(content: ApprovalContent): StoredContent {
  const { decimals } = assets[content.asset];
  const total = content.recipients.reduce((sum, r) => sum + r.amount, 0n);
  return {
    type: content.type,
    mode: content.mode,
    sender: content.sender,
    asset: content.asset,
    ...(content.outputAsset && { outputAsset: content.outputAsset }),
    total: formatAmount(total, decimals),
    recipients: content.recipients.map((r) => ({ address: r.address, amount: formatAmount(r.amount, decimals) })),
  };
}

/**
 * SHA-256 of the content's canonical form: one line per field in a fixed order, amounts in base units, recipients
 * in their order (the order a payroll pays them in is part of it). Two payments differing in anything that moves
 * money differ here.
 */
export function contentDigest(content: ApprovalContent): string {
  const lines = [
    `type:${content.type}`,
    `mode:${content.mode}`,
    `sender:${content.sender}`,
    `asset:${content.asset}`,
    ...(content.outputAsset ? [`output:${content.outputAsset}`] : []),
    `recipients:${content.recipients.length}`,
    ...content.recipients.map((r) => `${r.address}:${r.amount.toString()}`),
  ];
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

export function approvalExpiry(now: Date): Date {
  return new Date(now.getTime() + env().APPROVAL_TTL * 1000);
}

export function approvalNotFound(approvalId: string): AppError {
  return new AppError("APPROVAL_NOT_FOUND", `No approval ${approvalId} in this account`, { approvalId });
}
