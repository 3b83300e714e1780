"use client";
// Rows of held tickets or medicals: pick from the controlled list or 'Other' with its name, an optional
// number, an expiry date and how that date stands today (valid, expiring or lapsed); rows are added and removed
// with buttons, each labelled with its row.
import { expiryStatus, type ExpiryState } from "@/lib/ticket-expiry";
import { Input, inputClass } from "../ui/input";
import { Button } from "../ui/button";
import { OTHER, newRow, type ItemRow } from "./profile-draft";

type Props = {
  /** 'ticket' or 'medical': ids, labels and the add button's words. */
  noun: "ticket" | "medical";
  choices: { value: string; label: string }[];
  rows: ItemRow[];
  onChange: (rows: ItemRow[]) => void;
  withNumber?: boolean;
  /** The day expiry dates are judged on (`YYYY-MM-DD`), given by the page so server and browser agree. */
  today: string;
};

const STATE_CLASSES: Record<ExpiryState, string> = {
  valid: "text-emerald-800",
  expiring: "font-medium text-amber-900",
  lapsed: "font-semibold text-red-700",
};

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

export function ItemRows({ noun, choices, rows, onChange, withNumber = false, today }: Props) {
  const update = (id: number, fields: Partial<ItemRow>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...fields } : row)));
  const Noun = capital(noun);
  return (
    <div className="space-y-3">
      {rows.length === 0 && <p className="text-sm text-slate-600">None added yet.</p>}
      {rows.map((row, index) => {
        const id = `${noun}-${row.id}`;
        const which = rows.length > 1 ? ` ${index + 1}` : "";
        const status = expiryStatus(row.expiresOn, today);
        return (
          <div key={row.id} className="space-y-2 rounded-md border border-slate-200 p-3">
            <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
              {Noun}
              {which}
            </label>
            <select
              id={`${id}-name`}
              className={inputClass}
              value={row.choice}
              onChange={(e) => update(row.id, { choice: e.target.value })}
            >
              <option value="">Choose a {noun}</option>
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
              <option value={OTHER}>Other</option>
            </select>
            {row.choice === OTHER && (
              <div>
                <label htmlFor={`${id}-other`} className="block text-sm font-medium text-slate-800">
                  {Noun} name
                </label>
                <Input id={`${id}-other`} value={row.other} maxLength={80} onChange={(e) => update(row.id, { other: e.target.value })} />
              </div>
            )}
            {withNumber && (
              <div>
                <label htmlFor={`${id}-number`} className="block text-sm font-medium text-slate-800">
                  Certificate number (optional)
                </label>
                <Input id={`${id}-number`} value={row.number} maxLength={60} onChange={(e) => update(row.id, { number: e.target.value })} />
              </div>
            )}
            <div>
              <label htmlFor={`${id}-expires`} className="block text-sm font-medium text-slate-800">
                Expires on
              </label>
              <Input
                id={`${id}-expires`}
                type="date"
                value={row.expiresOn}
                aria-describedby={status ? `${id}-status` : undefined}
                onChange={(e) => update(row.id, { expiresOn: e.target.value })}
              />
              {status && (
                <p id={`${id}-status`} className={`mt-1 text-sm ${STATE_CLASSES[status.state]}`}>
                  {status.text}
                </p>
              )}
            </div>
            <Button variant="secondary" size="xs" onClick={() => onChange(rows.filter((r) => r.id !== row.id))}>
              Remove {noun}
              {which}
            </Button>
          </div>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, newRow()])}>
        Add a {noun}
      </Button>
    </div>
  );
}
