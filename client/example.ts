/**
 * The typed client in a few calls. Run against a server:
 *   PAYMENT_API_URL=http://localhost:3000 PAYMENT_API_KEY=psk_test_... npx tsx client/example.ts
 */
import { createPaymentClient, PaymentApiError, type PaymentClient, unwrap } from "./index";

export async function runExample(client: PaymentClient) {
  // Every path, parameter and answer is typed from the OpenAPI document.
  const { tokens } = await unwrap(client.GET("/v1/tokens"));

  // Amounts are decimal strings, exactly as written: never floats.
  const quote = await unwrap(
    client.GET("/v1/quote", { params: { query: { inputAsset: "SOL", outputAsset: "USDC", amount: "1.5" } } }),
  );

  // Errors come back as PaymentApiError with the API's code, message and details.
  let refusal: PaymentApiError | undefined;
  try {
    await unwrap(
      client.GET("/v1/quote", { params: { query: { inputAsset: "SOL", outputAsset: "USDC", amount: "0" } } }),
    );
  } catch (error) {
    if (!(error instanceof PaymentApiError)) throw error;
    refusal = error;
  }

  const recent = await unwrap(client.GET("/v1/transactions", { params: { query: { limit: 5 } } }));
  return { tokens, quote, refusal, recent };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = createPaymentClient({
    baseUrl: process.env.PAYMENT_API_URL ?? "http://localhost:3000",
    apiKey: process.env.PAYMENT_API_KEY,
  });
  const { tokens, quote, refusal, recent } = await runExample(client);
  console.log("tokens:", tokens.map((token) => token.symbol).join(", "));
  console.log(`quote ${quote.quoteId}: ${quote.inputAmount} SOL -> ${quote.outputAmount} USDC, fee ${quote.fee} SOL`);
  console.log(`a zero amount is refused: ${refusal?.status} ${refusal?.code} (${refusal?.message})`);
  console.log(`recent transactions: ${recent.transactions.length}`);
}
