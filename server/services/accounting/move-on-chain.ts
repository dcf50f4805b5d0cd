import type { AssetSymbol } from "../../assets";
import type { LedgerMoveRow } from "../../db/queries/ledger-moves";
import { type BalanceDeltas, balanceDeltas, deltaKey } from "../../ledger/balance-deltas";
import type { ReadLanded } from "../books/move-costs";
import type { Finding } from "./finding";

type Details = Record<string, unknown>;
const big = (value: unknown) => BigInt(String(value ?? "0"));

function expectDelta(
  findings: Finding[],
  deltas: BalanceDeltas,
  check: {
    transactionId: string | undefined;
    what: string;
    owner: string;
    asset: AssetSymbol;
    amount: bigint;
    adjust?: bigint;
  },
) {
  const found = (deltas.get(deltaKey(check.owner, check.asset)) ?? 0n) + (check.adjust ?? 0n);
  if (found !== check.amount) {
    findings.push({
      transactionId: check.transactionId,
      check: check.what,
      expected: check.amount.toString(),
      found: found.toString(),
    });
  }
}

/**
 * A sweep or refund that lists its parts: every wallet it paid got exactly what the record says (parts to one
 * wallet added up), and an emptied token account's rent reached whoever the record says paid it.
 */
function checkParts(
  transactionId: string | undefined,
  move: LedgerMoveRow,
  findings: Finding[],
  deltas: BalanceDeltas,
  payerFee: (owner: string) => bigint,
) {
  const d = move.details as Details;
  const asset = d.asset as AssetSymbol;
  const paid = new Map<string, bigint>();
  for (const part of d.parts as { to: string; amount: string }[]) {
    paid.set(part.to, (paid.get(part.to) ?? 0n) + big(part.amount));
  }
  for (const [to, amount] of paid) {
    expectDelta(findings, deltas, {
      transactionId,
      asset,
      what: `${move.key}: paid ${to}`,
      owner: to,
      amount,
      adjust: payerFee(to),
    });
  }
  const rent = d.rent as { to: string; lamports: string } | null | undefined;
  if (rent) {
    expectDelta(findings, deltas, {
      transactionId,
      asset: "SOL",
      what: `${move.key}: rent back to ${rent.to}`,
      owner: rent.to,
      amount: big(rent.lamports),
    });
  }
}

/** Each landed move's record against the ledger's own account of it: who gained and lost how much. */
export async function checkMoveOnChain(
  transactionId: string | undefined,
  move: LedgerMoveRow,
  findings: Finding[],
  read?: ReadLanded,
): Promise<void> {
  const deltas = await balanceDeltas(move.signature, read);
  if (!deltas) {
    findings.push({ transactionId, check: `${move.key} on chain`, expected: "landed", found: "not found" });
    return;
  }
  const d = move.details as Details;
  const asset = d.asset as AssetSymbol;
  const fee = move.networkFee ?? 0n;
  // The payer's SOL also paid the fee: add it back to compare with what the move says it moved.
  const payerFee = (owner: string) => (asset === "SOL" && owner === move.payer ? fee : 0n);
  const base = { transactionId, asset };
  if (Array.isArray(d.parts)) {
    checkParts(transactionId, move, findings, deltas, payerFee);
    return;
  }
  if (move.purpose === "sweep") {
    const to = String(d.to);
    expectDelta(findings, deltas, {
      ...base,
      what: `${move.key}: into the pool`,
      owner: to,
      // A forgotten sweep no longer lists its parts: the pool received the deposit and the dust.
      amount: big(d.kept) + big(d.dust),
      adjust: payerFee(to),
    });
    if (d.source && big(d.refunded) > 0n) {
      expectDelta(findings, deltas, {
        ...base,
        what: `${move.key}: excess back`,
        owner: String(d.source),
        amount: big(d.refunded),
      });
    }
  } else if (move.purpose === "payout") {
    // Legs of several transactions may pay one recipient in one payout: the chain shows their sum.
    const paid = new Map<string, bigint>();
    for (const leg of d.legs as { to: string; amount: string }[]) {
      paid.set(leg.to, (paid.get(leg.to) ?? 0n) + big(leg.amount));
    }
    for (const [to, amount] of paid) {
      expectDelta(findings, deltas, { ...base, what: `${move.key}: paid ${to}`, owner: to, amount });
    }
  } else if (move.purpose === "rebalance" || move.purpose === "float") {
    // A pool wallet's surplus back to the treasury (rebalance-pool.ts), or a top-up of one from it (ensure-float.ts):
    // the wallet it went to gained what the record says (the fee is the payer's, never the receiver's).
    expectDelta(findings, deltas, {
      ...base,
      what: `${move.key}: ${move.purpose === "float" ? "topped up" : "back to the treasury"}`,
      owner: String(d.to),
      amount: big(d.amount),
    });
  } else if (move.purpose === "refund" && d.to) {
    // A forgotten refund no longer names whom it paid: the pool's check still counts its fee.
    expectDelta(findings, deltas, {
      ...base,
      what: `${move.key}: refunded`,
      owner: String(d.to),
      amount: big(d.refunded),
    });
  }
}
