// The development entry point of the email JSX runtime (some compilers ask for it by name).
export { Fragment, jsx, jsxDEV, jsxs } from "./jsx-runtime";
export type { JSX } from "./jsx-runtime";
