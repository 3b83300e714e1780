// The browser half of push alerts (decision 113), loaded only when the saved searches page asks: whether
// this device already hears of a search, and turning that on (permission, subscribe, tell the server) or
// off. Nothing here runs on load but reading the existing subscription, which never prompts.
import type { deletePushSubscription, getPushPublicKey, getPushSubscriptions, postPushSubscription } from "@/lib/api/operations/push";
import { RequestError } from "../forms/post-json";
import { endpoint } from "../query/call-api";

const publicKey = endpoint<typeof getPushPublicKey>("GET /api/push/public-key");
const mine = endpoint<typeof getPushSubscriptions>("GET /api/push/subscriptions");
const subscribe = endpoint<typeof postPushSubscription>("POST /api/push/subscriptions");
const unsubscribe = endpoint<typeof deletePushSubscription>("DELETE /api/push/subscriptions");

/** "on", a known reason it is not, or what failed in words a person reads. */
export type TurnOnOutcome = "on" | "unsupported" | "denied" | "dismissed" | "no-worker" | { failed: string };

const UNREACHABLE = "Outpost could not be reached to turn on push alerts. Check your connection and try again.";

/** What a refused call to our server means here: its own words, or that it could not be reached. */
function serverFailure(error: unknown): { failed: string } {
  if (error instanceof RequestError && error.serverMessage)
    return { failed: `Outpost refused this device's subscription: ${error.serverMessage}` };
  return { failed: UNREACHABLE };
}

/** What the browser's push service said when it would not subscribe (no push service, a blocked one...). */
function browserFailure(error: unknown): TurnOnOutcome {
  if (error instanceof DOMException && error.name === "NotAllowedError") return "denied";
  if (error instanceof DOMException && error.name === "NotSupportedError") return "unsupported";
  const said = error instanceof Error && error.message ? ` It said: "${error.message}".` : "";
  return {
    failed: `This browser's push service would not subscribe this device.${said} Email alerts for this search still work; push may work in another browser.`,
  };
}

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
  let key: string;
  try {
    ({ publicKey: key } = await publicKey.call());
  } catch (error) {
    return serverFailure(error);
  }
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(key) };
  let subscription: PushSubscription;
  try {
    subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe(options));
  } catch (error) {
    // A subscription made with an older server key: drop it and make one with the current key.
    if (!(error instanceof DOMException && error.name === "InvalidStateError")) return browserFailure(error);
    try {
      await (await registration.pushManager.getSubscription())?.unsubscribe();
      subscription = await registration.pushManager.subscribe(options);
    } catch (again) {
      return browserFailure(again);
    }
  }
  const json = subscription.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  try {
    await subscribe.call({ body: { subscription: json, savedSearchId } });
  } catch (error) {
    return serverFailure(error);
  }
  return "on";
}

export async function turnOffPush(savedSearchId: string): Promise<void> {
  const registration = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  const current = await registration?.pushManager.getSubscription();
  if (current) await unsubscribe.call({ body: { endpoint: current.endpoint, savedSearchId } });
}
