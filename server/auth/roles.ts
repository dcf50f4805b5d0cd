import type { Permission } from "./api-key-format";

export const memberRoles = ["viewer", "developer", "admin"] as const;
export type MemberRole = (typeof memberRoles)[number];

/** A member's role grants what the key permission of the same rank grants, so every route checks one thing. */
export const rolePermission: Record<MemberRole, Permission> = { viewer: "read", developer: "write", admin: "admin" };
