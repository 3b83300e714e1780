// The Share button's look, the same before and after its menu has loaded.
export const SHARE_BUTTON = "btn-outline";
