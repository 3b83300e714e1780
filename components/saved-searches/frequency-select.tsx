// How often a saved search emails: the one select the save control and the saved searches page both show.
import { FREQUENCY_LABELS, SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from "@/lib/saved-search-options";

type Props = {
  value: SavedSearchFrequency;
  onChange: (frequency: SavedSearchFrequency) => void;
  className: string;
  "aria-label"?: string;
};

export function FrequencySelect({ value, onChange, className, "aria-label": ariaLabel }: Props) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as SavedSearchFrequency)} aria-label={ariaLabel} className={className}>
      {SAVED_SEARCH_FREQUENCIES.map((f) => (
        <option key={f} value={f}>
          {FREQUENCY_LABELS[f]}
        </option>
      ))}
    </select>
  );
}
