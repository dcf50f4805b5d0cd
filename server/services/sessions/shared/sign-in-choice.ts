import type { AccountChoiceView } from "../../../contracts/sessions";
import type { SignInOption } from "../../../db/queries/members";
import { AppError } from "../../../errors";

/** What a wallet's sign-in names, once it was told it must choose: an account, or a new account of its own. */
export type SignInChoice = { accountId?: string; newAccount?: true };

/** Where a wallet's sign-in goes: a membership, an invitation it accepts, or a new account (SIGNUP=open). */
export type SignInTarget =
  | { kind: "member"; option: SignInOption }
  | { kind: "invitation"; option: SignInOption }
  | { kind: "sign_up" };

/** The accounts a choice answer lists at most; a wallet may still name any account it was invited to. */
export const maxSignInOptions = 50;

function notAMember(address: string, accountId?: string): AppError {
  if (accountId) {
    return new AppError(
      "NOT_A_MEMBER",
      "This wallet is not a member of that account, nor invited to it (an invitation lasts 7 days); choose another",
      { address, accountId },
    );
  }
  return new AppError(
    "NOT_A_MEMBER",
    "This wallet is no account's member: ask an admin of your account to add it, or sign in with an API key",
    { address },
  );
}

const targetOf = (option: SignInOption): SignInTarget =>
  option.status === "active" ? { kind: "member", option } : { kind: "invitation", option };

/**
 * Decides where a wallet signs in. Named: that account (a membership or a live invitation) or a new account. Not
 * named: the one thing it may sign in to; with several (two accounts, an invitation beside a membership, or an
 * invitation while SIGNUP=open also offers a new account) nothing is chosen for it: 409 ACCOUNT_CHOICE_REQUIRED
 * lists them, and the same signed message names one. A new account is offered only to a wallet of no account.
 */
export function chooseSignIn(
  address: string,
  options: SignInOption[],
  choice: SignInChoice,
  signUpOpen: boolean,
): SignInTarget {
  const listed = options.slice(0, maxSignInOptions);
  const signUpOffered = signUpOpen && !options.some((o) => o.status === "active");
  if (choice.newAccount) {
    if (signUpOffered) return { kind: "sign_up" };
    throw new AppError(
      "FORBIDDEN",
      signUpOpen
        ? "This wallet is a member of an account already: sign in to it"
        : "Sign-up is closed on this service: ask an admin of your account to add this wallet",
      { address, reason: signUpOpen ? "already_member" : "sign_up_closed" },
    );
  }
  if (choice.accountId) {
    const option = options.find((o) => o.accountId === choice.accountId);
    if (!option) throw notAMember(address, choice.accountId);
    return targetOf(option);
  }
  const offers = options.length + (signUpOffered ? 1 : 0);
  if (offers === 0) throw notAMember(address);
  if (offers === 1) return options[0] ? targetOf(options[0]) : { kind: "sign_up" };
  const details: AccountChoiceView = {
    address,
    accounts: listed.map((o) => ({
      accountId: o.accountId,
      name: o.accountName,
      role: o.role,
      status: o.status,
      expiresAt: o.expiresAt?.toISOString() ?? null,
    })),
    newAccount: signUpOffered,
    more: options.length > maxSignInOptions,
  };
  throw new AppError(
    "ACCOUNT_CHOICE_REQUIRED",
    "This wallet may sign in to several accounts, or accept an invitation: send the same signed message again with the accountId you choose (or newAccount: true)",
    details,
  );
}
