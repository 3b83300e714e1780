// DELETE /api/broken-link-reports/{id} — the reporter withdraws their own pending report (Undo after sending).
import { deleteBrokenLinkReportsId } from "@/lib/api/operations/jobs";
import { route, routes } from "@/server/http/route";
import { currentUser } from "@/server/http/guards";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { withdrawReport } from "@/server/reports/broken-links";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(deleteBrokenLinkReportsId, async ({ request, params }) => {
    // The reporter as the report was stored: the signed-in account, else this visitor's hashed address.
    const user = await currentUser(request.headers);
    await withdrawReport(await getDb(), params.id, user?.id ?? visitContext(request).ipHash);
  }),
);
