// A push message is `{ title, body, url }` (server/push); it opens the job or search it is about.

const FALLBACK = { title: "Outpost", body: "New jobs for you.", url: "/" };

type Shown = { title: string; options: NotificationOptions };

export function notificationFromPush(data: PushMessageData | null): Shown {
  let message: Partial<typeof FALLBACK> = {};
  try {
    message = (data?.json() as Partial<typeof FALLBACK>) ?? {};
  } catch {
    // a message that is not our JSON still tells the worker something new is there
  }
  const title = typeof message.title === "string" ? message.title : FALLBACK.title;
  const body = typeof message.body === "string" ? message.body : FALLBACK.body;
  const url = typeof message.url === "string" ? message.url : FALLBACK.url;
  return { title, options: { body, icon: "/icons/icon-192.png", badge: "/icons/badge-96.png", data: { url } } };
}

/** Focuses a window already on the address, else opens one; only our own origin's addresses are opened. */
export async function openNotification(clients: Clients, data: unknown) {
  const raw = (data as { url?: unknown } | null)?.url;
  const origin = (self as unknown as ServiceWorkerGlobalScope).location.origin;
  const target = new URL(typeof raw === "string" ? raw : "/", origin);
  const url = target.origin === origin ? target.href : origin + "/";
  const open = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = open.find((client) => client.url === url);
  if (same) return same.focus();
  return clients.openWindow(url);
}
