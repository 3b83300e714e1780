// The browser half of push alerts (decision 113), loaded only when the saved searches page asks: whether
// this device already hears of a search, and turning that on (permission, subscribe, tell the server) or
// off. Nothing here runs on load but reading the existing subscription, which never prompts.
import type { deletePushSubscription, getPushPublicKey, getPushSubscriptions, postPushSubscription } from "@/lib/api/operations/push";
import { endpoint } from "../query/call-api";

const publicKey = endpoint<typeof getPushPublicKey>("GET /api/push/public-key");
const mine = endpoint<typeof getPushSubscriptions>("GET /api/push/subscriptions");
const subscribe = endpoint<typeof postPushSubscription>("POST /api/push/subscriptions");
const unsubscribe = endpoint<typeof deletePushSubscription>("DELETE /api/push/subscriptions");

export type TurnOnOutcome = "on" | "unsupported" | "denied" | "dismissed" | "no-worker";

/** How long to wait for the site's service worker before saying it is not ready. */
const WORKER_WAIT_MS = 10_000;

export const pushSupported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window;

async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** The saved searches this device already hears of: none when push is unsupported or never turned on. */
export async function searchesWithPush(): Promise<Set<string>> {
  if (!pushSupported()) return new Set();
  const registration = await navigator.serviceWorker.getRegistration();
  const current = await registration?.pushManager.getSubscription();
  if (!current) return new Set();
  const { subscriptions } = await mine.call();
  return new Set(subscriptions.filter((s) => s.endpoint === current.endpoint && s.savedSearchId).map((s) => s.savedSearchId as string));
}

export async function turnOnPush(savedSearchId: string): Promise<TurnOnOutcome> {
  if (!pushSupported()) return "unsupported";
  const registration = await readyRegistration();
  if (!registration) return "no-worker";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  const { publicKey: key } = await publicKey.call();
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(key) };
  let subscription: PushSubscription;
  try {
    subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe(options));
  } catch (error) {
    // A subscription made with an older server key: drop it and make one with the current key.
    if (!(error instanceof DOMException && error.name === "InvalidStateError")) throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  const json = subscription.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  await subscribe.call({ body: { subscription: json, savedSearchId } });
  return "on";
}

export async function turnOffPush(savedSearchId: string): Promise<void> {
  const registration = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  const current = await registration?.pushManager.getSubscription();
  if (current) await unsubscribe.call({ body: { endpoint: current.endpoint, savedSearchId } });
}
