import { useId } from "react";
import { type CalendarDate, formatDate, fromIsoDate } from "../text/date-format.js";
import { DEFAULT_DATE_FORMAT } from "../text/ui-constants.js";

/** Props of the date field; the server reads the typed text with the same `format`. */
export interface DateFieldProps {
  name: string;
  label: string;
  /** How the reader types the date; the specification's default is "mm/dd/yy", pages for readers pass a Spanish one. */
  format?: string;
  /** The value to show: a date, an ISO "yyyy-mm-dd" string, or the reader's own text kept after an error. */
  defaultValue?: CalendarDate | string | null;
  /** A message in Spanish shown under the field when the value was refused. */
  error?: string | null;
}

/**
 * A text field for one date in a stated format. Unlike `<input type="date">`, whose display
 * depends on the browser's locale, it reads the same for every reader and works without
 * JavaScript: the format is the placeholder and the hint, and the server parses the same text.
 */
export function DateField({ name, label, format = DEFAULT_DATE_FORMAT, defaultValue = null, error = null }: DateFieldProps) {
  const id = useId();
  const hintId = `${id}-formato`;
  const errorId = `${id}-error`;
  let shown = "";
  if (typeof defaultValue === "string") {
    const iso = fromIsoDate(defaultValue);
    shown = iso ? formatDate(iso, format) : defaultValue;
  } else if (defaultValue) {
    shown = formatDate(defaultValue, format);
  }
  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={format}
        defaultValue={shown}
        maxLength={format.length + 2}
        size={format.length + 2}
        data-format={format}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
      />
      <span id={hintId} className="field-hint">
        Formato: {format}
      </span>
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
