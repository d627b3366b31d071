import { Form, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { COLOUR_MODES, type ColourMode, isColourMode, THEME_STORAGE_KEY } from "../../client/theme.js";
import { useTheme } from "../../client/theme-provider.js";

/**
 * Light / dark / system buttons. Without JavaScript the form posts to the theme action, which
 * sets the cookie and sends the reader back; with JavaScript the change is instant and the
 * choice is also remembered in localStorage.
 */
export function ThemeSwitch() {
  const [theme, setTheme, { definedBy }] = useTheme();
  const location = useLocation();
  const current: ColourMode = definedBy === "SYSTEM" ? "system" : (theme ?? "system");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = submitter?.value;
    if (!isColourMode(choice)) return;
    event.preventDefault();
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // Storage may be disabled; the cookie still records the choice.
    }
    setTheme(choice === "system" ? null : choice);
  }

  return (
    <Form method="post" action="/accion/tema" reloadDocument className="theme-switch" onSubmit={handleSubmit}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <fieldset>
        <legend>Tema</legend>
        {COLOUR_MODES.map((mode) => (
          <button key={mode.value} type="submit" name="theme" value={mode.value} aria-pressed={current === mode.value}>
            {mode.label}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}
