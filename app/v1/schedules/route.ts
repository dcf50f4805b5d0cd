import { createScheduleBody, listSchedulesQuery } from "@/server/contracts/schedules";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createSchedule } from "@/server/services/schedules/create-schedule";
import { listSchedules } from "@/server/services/schedules/list-schedules";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await listSchedules(db, principal.accountId, query(listSchedulesQuery))),
);

export const POST = withApi({ permission: "write" }, async (ctx) =>
  created(await createSchedule(ctx.db, ctx.principal, ctx.body(createScheduleBody))),
);

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
