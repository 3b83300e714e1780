"use client";
// A payment that did not go through is said where it was attempted, at the card form (role="alert", beside
// the Pay button, which stays for another try), and in a toast as the spec has it.
import { useState } from "react";
import { toast } from "../toast/toast-store";

export function usePaymentFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    fail(title: "Payment Failed" | "Payment Error", message: string) {
      setFailure(message);
      toast({ title, description: message, variant: "destructive" });
    },
  };
}
