// The Share button's look, the same before and after its menu has loaded.
export const SHARE_BUTTON = "inline-flex items-center gap-1 rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100";
