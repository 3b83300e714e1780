// The admin's job sources over HTTP on the production build: admins only, a multiposter's secret shown once
// and working, rotation retiring the old one, pause refusing the feed, and delete closing the source's jobs.
import { describe, expect, it } from "vitest";
import { expectMessage, http } from "../support/client";
import { advert, advertXml, jobIdOf, newFeed, postAdvert } from "../support/multiposter";

describe("/api/admin/sources", () => {
  it("answers 401 signed out and 403 to non-admins", async () => {
    expectMessage(await http("/api/admin/sources"), 401);
    expectMessage(await http("/api/admin/sources", { as: "employer" }), 403);
    expectMessage(
      await http("/api/admin/sources", { as: "user", body: { kind: "multiposter", name: "x", userId: crypto.randomUUID(), allowance: 1 } }),
      403,
    );
  });

  it("shows a created feed's secret once: never in the list or the source's page", async () => {
    const feed = await newFeed();
    expect(feed).toMatchObject({ username: expect.stringMatching(/^feed-/), secret: expect.any(String) });
    const list = await http("/api/admin/sources", { as: "admin" });
    expect(list.status).toBe(200);
    expect((list.json() as { id: string }[]).map((s) => s.id)).toContain(feed.id);
    expect(list.text).not.toContain(feed.secret);
    expect((await http(`/api/admin/sources/${feed.id}`, { as: "admin" })).text).not.toContain(feed.secret);
  });

  it("rotates the secret (the old one gets 401) and pauses the feed (401 until resumed)", async () => {
    const feed = await newFeed();
    const rotated = await http(`/api/admin/sources/${feed.id}`, { method: "PATCH", body: { rotateSecret: true }, as: "admin" });
    expect(rotated.status).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(feed.secret);
    expect((await postAdvert(advertXml(advert(feed)))).status).toBe(401);
    expect((await postAdvert(advertXml(advert({ ...feed, secret })))).status).toBe(200);
    await http(`/api/admin/sources/${feed.id}`, { method: "PATCH", body: { paused: true }, as: "admin" });
    expect((await postAdvert(advertXml(advert({ ...feed, secret })))).status).toBe(401);
    await http(`/api/admin/sources/${feed.id}`, { method: "PATCH", body: { paused: false }, as: "admin" });
    expect((await postAdvert(advertXml(advert({ ...feed, secret })))).status).toBe(200);
  });

  it("deletes a source and closes its jobs", async () => {
    const feed = await newFeed();
    const added = await postAdvert(advertXml(advert(feed, { job_reference: "DEL-1" })));
    const id = jobIdOf(added);
    const gone = await http(`/api/admin/sources/${feed.id}`, { method: "DELETE", as: "admin" });
    expect(gone.status).toBe(200);
    expect(gone.json()).toEqual({ message: "Source deleted; 1 job closed." });
    expectMessage(await http(`/api/admin/sources/${feed.id}`, { as: "admin" }), 404);
    await expect.poll(async () => (await http(`/job/${id}`, { headers: { accept: "text/html" } })).status, { timeout: 10_000 }).toBe(410);
    expect((await http(`/api/jobs?ids=${id}`)).json()).toEqual([]);
  });

  it("refuses a sync of a multiposter with 409", async () => {
    const feed = await newFeed();
    expectMessage(await http(`/api/admin/sources/${feed.id}/sync`, { method: "POST", as: "admin" }), 409);
  });
});
