import { useId } from "react";
import { DEFAULT_DATE_FORMAT } from "../text/ui-constants.js";

/** Props of the date field; the server reads the typed text with the same `format`. */
export interface DateFieldProps {
  name: string;
  label: string;
  /** How the reader types the date; the specification's default is "mm/dd/yy", pages for readers pass a Spanish one. */
  format?: string;
  /**
   * The text to show, already in `format`: a date written by `dateFieldText` (app/text/date-format.ts)
   * in the page's loader, or the reader's own text kept after an error.
   */
  defaultValue?: string;
  /** A message in Spanish shown under the field when the value was refused. */
  error?: string | null;
}

/**
 * A text field for one date in a stated format. Unlike `<input type="date">`, whose display
 * depends on the browser's locale, it reads the same for every reader and works without
 * JavaScript: the format is the placeholder and the hint, and the server parses the same text.
 */
export function DateField({ name, label, format = DEFAULT_DATE_FORMAT, defaultValue = "", error = null }: DateFieldProps) {
  const id = useId();
  const hintId = `${id}-formato`;
  const errorId = `${id}-error`;
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
        defaultValue={defaultValue}
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
