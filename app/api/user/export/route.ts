// GET /api/user/export — everything Outpost holds about the signed-in user, as a JSON download.
import { getUserExport } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { exportUserData } from "@/server/accounts/data-export";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserExport, async ({ user }) => {
    const data = await exportUserData(await getDb(), user);
    const day = data.exportedAt.slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="outpost-data-${user.username}-${day}.json"`,
      },
    });
  }),
);
