// A field people never see or reach, which form-filling bots fill in (decision 020). Hidden off-screen
// rather than with display:none, which some bots skip; hidden from screen readers and the Tab key too.
import { HONEYPOT_FIELD } from "@/lib/alert-options";

export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
