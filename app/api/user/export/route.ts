// GET /api/user/export — everything Outpost holds about the signed-in user, as a JSON download.
import { handle, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { exportUserData } from "@/server/accounts/data-export";

export const GET = handle(async (request) => {
  const user = await requireUser(request);
  const data = await exportUserData(await getDb(), user);
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="outpost-data-${user.username}-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
