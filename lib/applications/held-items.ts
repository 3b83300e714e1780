// What a seeker sends with an application: a copy of the profile's tickets and medicals as they stood, so
// the employer reads what the seeker applied with even if the profile changes later.
export type AppliedItem = { name: string; expiresOn: string | null };
