"use client";
// The worker's profile form: what they hold, when they are free, what they want. Saving replaces the whole
// profile; the form then shows it as stored (a typed 'BOSIET' comes back as the list's BOSIET/FOET). A
// refused save leaves every field as it was, with the server's reason above the button.
import { useState } from "react";
import type { putUserProfile } from "@/lib/api/operations/accounts";
import type { WorkerProfile } from "@/lib/schemas/profile";
import { ROTATIONS, ROTATION_LABELS, TICKETS, TICKET_LABELS, MEDICAL_LABELS } from "@/lib/extreme-work";
import { HELD_MEDICALS } from "@/lib/profile-names";
import { LOCATION_GROUPS, LOCATION_GROUP_LABELS } from "@/lib/location-groups";
import { endpoint } from "../query/call-api";
import { Button } from "../ui/button";
import { Input, inputClass } from "../ui/input";
import { OutcomeNote } from "../forms/outcome-note";
import { useSubmit } from "../forms/use-submit";
import { ItemRows } from "./item-rows";
import { bodyFrom, draftFrom, type ProfileDraft } from "./profile-draft";

const saveProfile = endpoint<typeof putUserProfile>("PUT /api/user/profile");

const TICKET_CHOICES = TICKETS.map((t) => ({ value: t, label: TICKET_LABELS[t] }));
const MEDICAL_CHOICES = HELD_MEDICALS.map((m) => ({ value: m, label: MEDICAL_LABELS[m] }));

const fieldset = "mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const legend = "px-1 text-lg font-bold";
const label = "block text-sm font-medium text-slate-800";

type GroupProps<T extends string> = {
  id: string;
  title: string;
  options: readonly T[];
  labels: Record<T, string>;
  chosen: T[];
  onChange: (chosen: T[]) => void;
};

/** A titled group of checkboxes, one per option: the rotations and the regions a worker wants. */
function CheckboxGroup<T extends string>({ id, title, options, labels, chosen, onChange }: GroupProps<T>) {
  const toggle = (value: T) => (chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  return (
    <>
      <p className="mt-4 text-sm font-medium text-slate-800" id={id}>
        {title}
      </p>
      <div role="group" aria-labelledby={id} className="mt-2 space-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={chosen.includes(option)} onChange={() => onChange(toggle(option))} />
            {labels[option]}
          </label>
        ))}
      </div>
    </>
  );
}

/** `today`: the day tickets and medicals are judged on (`YYYY-MM-DD`), from the page, so the first paint agrees. */
export function ProfileForm({ initial, today }: { initial: WorkerProfile; today: string }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(initial));
  const set = (fields: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...fields }));
  const { submit, pending, outcome } = useSubmit({
    mutationFn: () => saveProfile.call({ body: bodyFrom(draft) }),
    failure: "Your profile could not be saved. Please try again.",
    success: () => "Profile saved.",
    onSuccess: (saved) => setDraft(draftFrom(saved as WorkerProfile)),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className={fieldset}>
        <legend className={legend}>Your trade</legend>
        <label htmlFor="profile-roles" className={label}>
          Trades or roles
        </label>
        <Input
          id="profile-roles"
          value={draft.roles}
          aria-describedby="profile-roles-hint"
          onChange={(e) => set({ roles: e.target.value })}
        />
        <p id="profile-roles-hint" className="mt-1 text-xs text-slate-600">
          Separate them with commas, e.g. Derrickman, Rope access technician
        </p>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Tickets</legend>
        <p className="mb-3 text-sm text-slate-600">We email you 90 and 30 days before a ticket with an expiry date lapses.</p>
        <ItemRows
          noun="ticket"
          choices={TICKET_CHOICES}
          rows={draft.tickets}
          onChange={(tickets) => set({ tickets })}
          withNumber
          today={today}
        />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Medicals</legend>
        <ItemRows noun="medical" choices={MEDICAL_CHOICES} rows={draft.medicals} onChange={(medicals) => set({ medicals })} today={today} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Availability</legend>
        <label htmlFor="profile-available" className={label}>
          Available from
        </label>
        <Input id="profile-available" type="date" value={draft.availableFrom} onChange={(e) => set({ availableFrom: e.target.value })} />
        <CheckboxGroup
          id="profile-rotations"
          title="Rotations you want"
          options={ROTATIONS}
          labels={ROTATION_LABELS}
          chosen={draft.rotations}
          onChange={(rotations) => set({ rotations })}
        />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Pay and place</legend>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="profile-pay" className={label}>
              Minimum pay (£)
            </label>
            <Input
              id="profile-pay"
              inputMode="numeric"
              value={draft.minPayAmount}
              onChange={(e) => set({ minPayAmount: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor="profile-pay-unit" className={label}>
              Per
            </label>
            <select
              id="profile-pay-unit"
              className={inputClass}
              value={draft.minPayUnit}
              onChange={(e) => set({ minPayUnit: e.target.value === "year" ? "year" : "day" })}
            >
              <option value="day">day</option>
              <option value="year">year</option>
            </select>
          </div>
        </div>
        <CheckboxGroup
          id="profile-regions"
          title="Regions"
          options={LOCATION_GROUPS}
          labels={LOCATION_GROUP_LABELS}
          chosen={draft.regionGroups}
          onChange={(regionGroups) => set({ regionGroups })}
        />
        <label htmlFor="profile-other-regions" className={`${label} mt-3`}>
          Other regions or countries
        </label>
        <Input id="profile-other-regions" value={draft.otherRegions} onChange={(e) => set({ otherRegions: e.target.value })} />
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={draft.needsSponsorship}
            onChange={(e) => set({ needsSponsorship: e.target.checked })}
          />
          I need visa sponsorship to work outside my own country
        </label>
      </fieldset>

      <div className="mt-6 space-y-3">
        <OutcomeNote outcome={outcome} />
        <Button type="submit" pending={pending} pendingText="Saving...">
          Save profile
        </Button>
      </div>
    </form>
  );
}
