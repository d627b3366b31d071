/** One choice of a list: what the form sends and what the reader reads. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A labelled `<select>` whose first option means "any" (the filter forms of listings, search and
 * department pages): a plain form field, so it works without JavaScript. `remount` gives the field
 * a key of its value, so that a client-side navigation to another filter shows the new choice
 * (a `defaultValue` is only read when the field is created).
 */
export function ChoiceSelect({
  id,
  name,
  label,
  anyLabel,
  value,
  choices,
  className,
  invalid = false,
  remount = false,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  value: string;
  choices: readonly Choice[];
  className: string;
  invalid?: boolean;
  remount?: boolean;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} key={remount ? value : undefined} aria-invalid={invalid || undefined}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
