import { errorCodes } from "../errors";
import { z } from "./zod";

export const decimalString = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .openapi({ description: "Decimal amount as a string, in whole units of the asset", example: "12.5" });

export const isoTimestamp = z.string().openapi({ format: "date-time", example: "2026-11-22T12:00:00.000Z" });

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  })
  .openapi("Error");

export const pagination = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .openapi({ description: "Page size, 1 to 100", example: 20 }),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .default(0)
    .openapi({ description: "Number of items to skip", example: 0 }),
};

export const idParam = (name: string, example: string) =>
  z.object({ [name]: z.string().min(1).max(64).openapi({ example }) });

const earliest = Date.UTC(1970, 0, 1);
const latest = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * An instant given as a filter: ISO 8601 with a time and an offset or Z, in the years 1970 to 9999 once the offset is
 * applied. PostgreSQL has no year 0, and JS prints a time past 9999 as "+010000-..." which timestamptz refuses: both
 * would fail the query (a 500, or a broken stream after a 200) instead of a 400.
 */
export const boundedInstant = (description: string) =>
  z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) >= earliest && Date.parse(value) <= latest, {
      error: "Give an instant in the years 1970 to 9999 (UTC)",
    })
    .openapi({ description, example: "2026-11-01T00:00:00Z" });

const instant = (description: string) => boundedInstant(description).optional();

/** Both ends given: the window must not be empty. */
export const rangeInOrder = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || Date.parse(range.from) < Date.parse(range.to);

/** A window of creation times: from inclusive, to exclusive (ISO 8601 with a time and an offset or Z). */
export const createdRange = {
  from: instant("Created at or after this instant (extension)"),
  to: instant("Created before this instant (extension)"),
};

/** `startingAfter` of a list paged by id: the last id of the previous page. */
export const startingAfterId = (idName: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: `Cursor: the last ${idName} of the previous page` });
