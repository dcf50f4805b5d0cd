import type { z } from "zod";
import { assets } from "../../assets";
import type { privacyEstimateQuery } from "../../contracts/privacy";
import type { DbOrTx } from "../../db/client";
import { quotableUnits } from "../quotes/quote-rules";
import { estimatePrivacy } from "../transactions/private/privacy-receipt";

/** GET /v1/privacy/estimate: the receipt a private payment of this amount would have if sent now. */
export async function getPrivacyEstimate(db: DbOrTx, accountId: string, query: z.infer<typeof privacyEstimateQuery>) {
  const amount = quotableUnits(query.amount, assets[query.asset].decimals, query.asset);
  return estimatePrivacy(db, accountId, { asset: query.asset, amount, source: query.source });
}
