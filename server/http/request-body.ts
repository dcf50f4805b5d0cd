import { AppError } from "../errors";

/** The largest request body accepted: a 10,000-recipient payroll is about 1 MB. */
export const maxBodyBytes = 5 * 1024 * 1024;
/** JSON nested deeper than this is refused before anything walks it: no field of this API nests past 4. */
const maxJsonDepth = 32;

const methodsWithBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function tooLarge(limit: number): AppError {
  return new AppError("REQUEST_TOO_LARGE", `The request body is larger than ${limit / 1024 / 1024} MB`, {
    limitBytes: limit,
  });
}

/**
 * The body as text, read as a stream and counted as it arrives: a client that sends more than `limit` bytes
 * (whatever Content-Length it declared) is cut off at the limit, never buffered whole.
 */
export async function readBody(request: Request, limit = maxBodyBytes): Promise<string> {
  if (!methodsWithBody.has(request.method) || !request.body) return "";
  if (Number(request.headers.get("content-length") ?? "0") > limit) throw tooLarge(limit);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** How deep brackets nest in JSON text, counted without parsing (strings skipped), so nothing recurses on it. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

/** Refuses JSON nested past the limit with a 400, before parsing, canonicalising or validating walks into it. */
export function requireShallowJson(text: string): void {
  if (nestingDepth(text) > maxJsonDepth) {
    throw new AppError("INVALID_REQUEST", `The request body nests deeper than ${maxJsonDepth} levels`, {
      maxDepth: maxJsonDepth,
    });
  }
}
