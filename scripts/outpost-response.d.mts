// Types for scripts/outpost-response.mjs, which the server imports as plain JavaScript (and a test drives).
import { ServerResponse } from "node:http";

export class OutpostResponse extends ServerResponse {}
