// IndexNow's rule for a key (8 to 128 letters, digits or dashes), which is also its key file's name at the
// site's root: the runtime variable, the key file's route and its rewrite in next.config.ts all check this.
export const INDEXNOW_KEY_CHARS = "[a-zA-Z0-9-]{8,128}";
export const INDEXNOW_KEY_PATTERN = new RegExp(`^${INDEXNOW_KEY_CHARS}$`);
