import { AppError } from "../errors";

/** The path is the caller's input: the answer names no more of it than this. */
const maxEchoedPath = 200;

/** The 404 of a path no route serves here, the same whether no route has it or its route is off here. */
export function noEndpoint(request: Request): AppError {
  const path = new URL(request.url).pathname.slice(0, maxEchoedPath);
  return new AppError("NOT_FOUND", `No endpoint ${request.method} ${path}; see /v1/openapi.json`, {
    method: request.method,
    path,
  });
}
