import { getDb } from "../db/client";
import { AppError } from "../errors";
import { payDetails } from "../services/payment-requests/pay-details";

/**
 * The hosted pay page's first answer, read while the page renders on the server: the payer's phone shows the
 * request with the HTML instead of after its script has loaded and asked. The same use case as
 * GET /api/pay/{id}/details, so the page and the route never disagree; null for an id that does not exist.
 */
export async function payPageDetails(id: string) {
  try {
    return await payDetails(await getDb(), id);
  } catch (error) {
    if (error instanceof AppError && error.code === "PAYMENT_REQUEST_NOT_FOUND") return null;
    throw error;
  }
}
