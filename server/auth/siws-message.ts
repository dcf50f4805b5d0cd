/**
 * Sign In With Solana messages, in the text layout of the Wallet Standard's `solana:signIn` feature
 * (createSignInMessageText of @solana/wallet-standard-util): a wallet given the same fields as `signIn` input
 * signs these exact bytes, and a wallet with only `signMessage` signs the text we send.
 */
export type SignInFields = {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  version: "1";
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
};

export function signInMessageText(fields: SignInFields): string {
  return [
    `${fields.domain} wants you to sign in with your Solana account:`,
    fields.address,
    "",
    fields.statement,
    "",
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    `Expiration Time: ${fields.expirationTime}`,
  ].join("\n");
}

/** The parts a returned message is checked by; anything else in it is checked by comparing it whole. */
export function signInMessageParts(text: string): { domain: string; address: string; nonce: string } | undefined {
  const head = /^([^\n]+) wants you to sign in with your Solana account:\n([^\n]+)\n/.exec(text);
  const nonce = /\nNonce: ([^\n]+)(\n|$)/.exec(text);
  if (!head || !nonce) return undefined;
  return { domain: head[1]!, address: head[2]!, nonce: nonce[1]! };
}
