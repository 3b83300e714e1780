// GET /api/user/jobs/{id}/applications/{appId}/cv — the application's CV, to the job's employer only.
import { getUserJobApplicationCv } from "@/lib/api/operations/applicant-inbox";
import { readApplicantCv } from "@/server/applications/employer-inbox";
import { attachmentDisposition, inboxCaller, PRIVATE } from "@/server/applications/inbox-caller";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserJobApplicationCv, async ({ request, params }) => {
    const employer = await inboxCaller(request, "CV not found");
    const cv = await readApplicantCv(await getDb(), employer.id, params.id, params.appId);
    return new Response(new Uint8Array(cv.data), {
      headers: {
        ...PRIVATE,
        "Content-Type": cv.type,
        "Content-Length": String(cv.data.length),
        "Content-Disposition": attachmentDisposition(cv.name),
        // The type is ours, checked from the bytes at upload: the browser must not guess another.
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
);
