export { convertUnits } from "./convert";
export { lamportsPerSignature, quoteFees, tokenAccountRentLamports, walletRentLamports } from "./fees";
export { unquotedPayoutLamports } from "./payout-network";
export { poolFor, priceImpactPct, swapOutput } from "./pools";
export { type PricedQuote, priceQuote, type QuoteInput } from "./price-quote";
export { type Price, type Prices, parsePrice, referencePrices, setReferencePrice } from "./reference-prices";
