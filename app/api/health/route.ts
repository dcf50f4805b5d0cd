import { otherMethods } from "@/server/http/method-not-allowed";

/** Liveness for load balancers; also the "bare handler" the API benchmark compares against. */
export function GET(): Response {
  return Response.json({ status: "ok" });
}

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
