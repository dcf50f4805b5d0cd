import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import {
  createMemberBody,
  listMembersQuery,
  memberListSchema,
  memberSchema,
  removedMemberSchema,
  updateMemberBody,
} from "./members";
import { json, registerOperation } from "./openapi-paths";

const memberId = idParam("memberId", "mem_8Hq2");

/** Members: the people of an account, who sign in with their wallet (admin). */
export function registerMemberOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/members",
    operationId: "addMember",
    tag: "Members",
    summary: "Invite a member",
    description:
      "Invites a person, known by a wallet address they sign in to the dashboard with: viewer reads, developer also writes, admin also manages keys and members. The member is `invited` until the wallet signs in accepting it (within 7 days), then `active`; an invited admin does not count as an admin before. An invitation claims nothing: other accounts may invite the same wallet, and a wallet that is a member of several accounts chooses one when it signs in. The same address again is `409 MEMBER_ADDRESS_TAKEN` unless its invitation expired (then it is renewed).",
    permission: "admin",
    idempotent: true,
    request: { body: json(createMemberBody) },
    success: { status: 201, description: "The invitation (status invited)", schema: memberSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ADDRESS",
      "INVALID_AMOUNT",
      "MEMBER_ADDRESS_TAKEN",
      "TOO_MANY_MEMBERS",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/members",
    operationId: "listMembers",
    tag: "Members",
    summary: "List members",
    description: "Members and invitations, oldest first; pass the last memberId as startingAfter for the next page.",
    permission: "admin",
    request: { query: listMembersQuery },
    success: { status: 200, description: "A page of the account's members", schema: memberListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "patch",
    path: "/v1/members/{memberId}",
    operationId: "changeMemberRole",
    tag: "Members",
    summary: "Change a member's role or spending limits",
    description:
      "Counts from the member's next request (or is the role an invitation gives). The account's last active admin member cannot be demoted. `spendingLimits` replaces the member's per-asset daily limits (`[]` removes them); they cover the member's own payments and those of every key it made.",
    permission: "admin",
    request: { params: memberId, body: json(updateMemberBody) },
    success: { status: 200, description: "The member with its new role", schema: memberSchema },
    errors: ["INVALID_REQUEST", "INVALID_AMOUNT", "MEMBER_NOT_FOUND", "LAST_ADMIN"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/members/{memberId}",
    operationId: "removeMember",
    tag: "Members",
    summary: "Remove a member or revoke an invitation",
    description:
      "Ends the member's sessions at once; an invitation can no longer be accepted. The account's last active admin member cannot be removed.",
    permission: "admin",
    idempotent: true,
    request: { params: memberId },
    success: { status: 200, description: "Removed", schema: removedMemberSchema },
    errors: ["MEMBER_NOT_FOUND", "LAST_ADMIN", "IDEMPOTENCY_CONFLICT"],
  });
}
