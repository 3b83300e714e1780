// A page of a back-office list: the rows and the X-Total-Count the API sends beside them.
import { sendJson } from "./post-json";

export async function fetchPage<T>(url: string): Promise<{ rows: T[]; total: number }> {
  const res = await sendJson("GET", url);
  const rows = (await res.json()) as T[];
  return { rows, total: Number(res.headers.get("X-Total-Count") ?? rows.length) };
}
