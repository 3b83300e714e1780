// Broken-link reports: the reason a visitor gives when they say no more than "it is broken".
export const DEFAULT_REPORT_REASON = "Broken or non-functional link";
