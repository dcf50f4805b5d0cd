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
    summary: "Add a member",
    description:
      "A person, known by a wallet address they sign in to the dashboard with. viewer reads, developer also writes, admin also manages keys and members. A wallet is a member of one account at most.",
    permission: "admin",
    idempotent: true,
    request: { body: json(createMemberBody) },
    success: { status: 201, description: "The member", schema: memberSchema },
    errors: ["INVALID_REQUEST", "INVALID_ADDRESS", "MEMBER_ADDRESS_TAKEN", "TOO_MANY_MEMBERS", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/members",
    operationId: "listMembers",
    tag: "Members",
    summary: "List members",
    description: "Oldest first; pass the last memberId as startingAfter for the next page.",
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
    summary: "Change a member's role",
    description: "Counts from the member's next request. The account's last admin member cannot be demoted.",
    permission: "admin",
    request: { params: memberId, body: json(updateMemberBody) },
    success: { status: 200, description: "The member with its new role", schema: memberSchema },
    errors: ["INVALID_REQUEST", "MEMBER_NOT_FOUND", "LAST_ADMIN"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/members/{memberId}",
    operationId: "removeMember",
    tag: "Members",
    summary: "Remove a member",
    description: "Ends the member's sessions at once. The account's last admin member cannot be removed.",
    permission: "admin",
    idempotent: true,
    request: { params: memberId },
    success: { status: 200, description: "Removed", schema: removedMemberSchema },
    errors: ["MEMBER_NOT_FOUND", "LAST_ADMIN", "IDEMPOTENCY_CONFLICT"],
  });
}
