"use client";
// One image (logo or swipe card): checked for type and size here, then uploaded; the server re-checks.
import { ImagePlus, Loader2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { MAX_IMAGE_BYTES } from "@/lib/job-fields";
import { imageUrl } from "@/lib/web-url";
import { failureText } from "../forms/post-json";
import { toast } from "../toast/toast-store";
import { uploadImage } from "./upload-image";

type Props = {
  /** The job field it fills: the file input's id, so a server error on that field can focus it. */
  name: string;
  label: string;
  hint: string;
  value: string | null;
  onChange: (path: string | null) => void;
  successText: string;
  failureTitle: string;
  previewClass: string;
  error?: string;
};

export function ImagePicker({ name, label, hint, value, onChange, successText, failureTitle, previewClass, error }: Props) {
  const id = useId();
  // Only our own copies are previewed: an outside address is re-hosted when the form is sent (decision 054).
  const preview = imageUrl(value);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/"))
      return toast({ title: "Error", description: "Please choose an image file.", variant: "destructive" });
    if (file.size > MAX_IMAGE_BYTES)
      return toast({ title: "Error", description: "Images must be 5 MB or smaller.", variant: "destructive" });
    setBusy(true);
    try {
      onChange(await uploadImage(file));
      toast({ title: successText });
    } catch (error) {
      toast({ title: failureTitle, description: failureText(error, "Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <p className="text-xs text-slate-600">{hint}</p>
      <div className="mt-2 flex items-center gap-3">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded image of unknown size, previewed as is
          <img src={preview} alt={`${label} preview`} className={`rounded-md border border-slate-200 object-cover ${previewClass}`} />
        ) : (
          <span
            className={`flex items-center justify-center rounded-md border-2 border-dashed border-slate-300 text-slate-400 ${previewClass}`}
          >
            <ImagePlus aria-hidden="true" />
          </span>
        )}
        <label className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold focus-within:ring-2 focus-within:ring-amber-500 hover:bg-slate-50">
          {busy ? <Loader2 aria-hidden="true" className="mr-1 inline h-4 w-4 animate-spin" /> : null}
          {busy ? "Uploading..." : value ? "Replace image" : "Choose image"}
          <input
            ref={input}
            id={name}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="sr-only"
            aria-label={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={busy}
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
        {value && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
