import { updateScheduleBody } from "@/server/contracts/schedules";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { deleteSchedule } from "@/server/services/schedules/delete-schedule";
import { getSchedule } from "@/server/services/schedules/get-schedule";
import { updateSchedule } from "@/server/services/schedules/update-schedule";

type Params = { scheduleId: string };

export const GET = withApi<Params>({ permission: "read" }, async ({ db, principal, params }) =>
  ok(await getSchedule(db, principal.accountId, params.scheduleId)),
);

export const PATCH = withApi<Params>({ permission: "write" }, async (ctx) =>
  ok(await updateSchedule(ctx.db, ctx.principal, ctx.params.scheduleId, ctx.body(updateScheduleBody))),
);

export const DELETE = withApi<Params>({ permission: "write" }, async (ctx) =>
  ok(await deleteSchedule(ctx.db, ctx.principal, ctx.params.scheduleId)),
);

export const { OPTIONS, POST, PUT } = otherMethods("GET", "PATCH", "DELETE");
