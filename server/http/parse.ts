import type { z } from "zod";
import { AppError, type ErrorCode } from "../errors";

/** Top-level field -> the error code a bad value of it earns (default INVALID_REQUEST). */
export type FieldCodes = Partial<Record<string, ErrorCode>>;

function validationError(error: z.ZodError, codes: FieldCodes, where: string): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  const mapped = error.issues.map((issue) => codes[String(issue.path[0])]).find((code) => code !== undefined);
  const first = issues[0];
  const message = first
    ? `Invalid ${where}: ${first.path ? `${first.path}: ` : ""}${first.message}`
    : `Invalid ${where}`;
  return new AppError(mapped ?? "INVALID_REQUEST", message, { issues });
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string, codes: FieldCodes = {}) {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, codes, where);
  return result.data as z.infer<S>;
}

/** An empty body reads as {}, so endpoints whose fields are all optional need none. */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === "") return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError("INVALID_REQUEST", "The request body is not valid JSON");
  }
}

export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (name in out) throw new AppError("INVALID_REQUEST", `Query parameter ${name} is given more than once`);
    out[name] = value;
  }
  return out;
}
