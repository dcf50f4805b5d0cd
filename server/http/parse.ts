import type { z } from "zod";
import { AppError, type ErrorCode } from "../errors";
import { requireShallowJson } from "./request-body";

/** Top-level field -> the error code a bad value of it earns (default INVALID_REQUEST). */
export type FieldCodes = Partial<Record<string, ErrorCode>>;

function validationError(error: z.ZodError, value: unknown, codes: FieldCodes, where: string): AppError {
  const given = (field: string) => typeof value === "object" && value !== null && field in value;
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  // A field that is there but wrong earns its specific code (INVALID_ASSET, ...); a missing one is INVALID_REQUEST.
  const mapped = error.issues
    .map((issue) => String(issue.path[0]))
    .filter(given)
    .map((field) => codes[field])
    .find((code) => code !== undefined);
  const first = issues[0];
  const message = first
    ? `Invalid ${where}: ${first.path ? `${first.path}: ` : ""}${first.message}`
    : `Invalid ${where}`;
  return new AppError(mapped ?? "INVALID_REQUEST", message, { issues });
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string, codes: FieldCodes = {}) {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, value, codes, where);
  return result.data as z.infer<S>;
}

/** An empty body reads as {}, so endpoints whose fields are all optional need none. */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === "") return {};
  requireShallowJson(raw);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError("INVALID_REQUEST", "The request body is not valid JSON");
  }
  if (containsNul(parsed)) throw nulError();
  return parsed;
}

export function queryObject(url: URL): Record<string, string> {
  // Without a prototype: `__proto__` is then a parameter like any other (a strict schema refuses it), not a setter
  // that drops it, and `constructor` is not already "given".
  const out: Record<string, string> = Object.create(null);
  for (const [name, value] of url.searchParams) {
    if (name.includes("\u0000") || value.includes("\u0000")) throw nulError();
    if (Object.hasOwn(out, name))
      throw new AppError("INVALID_REQUEST", `Query parameter ${name} is given more than once`);
    out[name] = value;
  }
  return out;
}

/** PostgreSQL text cannot hold NUL; no field of this API needs one. */
function nulError(): AppError {
  return new AppError("INVALID_REQUEST", "Text must not contain NUL characters");
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || containsNul(inner));
  }
  return false;
}
