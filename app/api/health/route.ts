/** Liveness for load balancers; also the "bare handler" the API benchmark compares against. */
export function GET(): Response {
  return Response.json({ status: "ok" });
}
