// The subscription forms' shared first check: an empty address is refused with a toast.
import { toast } from "../toast/toast-store";

/** True when there is an address to send; otherwise tells the person and returns false. */
export function hasEmail(email: string): boolean {
  if (email.trim()) return true;
  toast({ title: "Error", description: "Please enter a valid email address.", variant: "destructive" });
  return false;
}
