export { convertUnits, usdMicros } from "./convert";
export { lamportsPerSignature, quoteFees, tokenAccountRentLamports, walletRentLamports } from "./fees";
export { unquotedPayoutLamports } from "./payout-network";
export { pairOf, poolFlow, poolFor, priceImpactPct, swapOutput } from "./pools";
export { type PricedQuote, priceQuote, type QuoteInput } from "./price-quote";
export {
  conversionPrices,
  forgetFeedRead,
  freshPrices,
  lamportCostSymbols,
  sendQuoteSymbols,
  swapSymbols,
} from "./price-source";
export {
  type Price,
  type PricePoint,
  type Prices,
  parsePrice,
  referencePrices,
  setReferencePrice,
} from "./reference-prices";
export { pastTolerance } from "./tolerance";
