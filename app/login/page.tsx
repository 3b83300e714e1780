// /login — the same screen as /auth.
export { default, metadata } from "../auth/page";
