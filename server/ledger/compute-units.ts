/** Compute units creating an associated token account adds to a transaction (measured on the devnet). */
export const tokenAccountCreationUnits = 30_000;
