import { customType, timestamp } from "drizzle-orm/pg-core";

/** An unsigned 64-bit amount in base units (a Solana u64), held as numeric(20,0) and read back as bigint. */
export const u64 = customType<{ data: bigint; driverData: string }>({
  dataType: () => "numeric(20, 0)",
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

/** A signed whole number (a pool's movement either way, a value in micro-USD), held as numeric(21,0), read as bigint. */
export const signedUnits = customType<{ data: bigint; driverData: string }>({
  dataType: () => "numeric(21, 0)",
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
