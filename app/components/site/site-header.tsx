import { Form, Link, useSearchParams } from "@remix-run/react";
import { MainNavigation } from "./site-sections.js";
import { ThemeSwitch } from "./theme-switch.js";

/** The page header of the default layout: name, navigation, search and colour mode. */
export function SiteHeader() {
  const [searchParams] = useSearchParams();
  return (
    <header className="site-header">
      <div className="site-header-top">
        <Link to="/" className="site-name">
          Rotativa
          <span className="site-tagline">Noticias de Colombia</span>
        </Link>
        <Form method="get" action="/busqueda" role="search" className="header-search">
          <label htmlFor="buscar-cabecera" className="visually-hidden">
            Buscar noticias
          </label>
          <input
            id="buscar-cabecera"
            type="search"
            name="q"
            placeholder="Buscar noticias"
            defaultValue={searchParams.get("q") ?? ""}
            maxLength={200}
          />
          <button type="submit">Buscar</button>
        </Form>
        <ThemeSwitch />
      </div>
      <MainNavigation />
    </header>
  );
}
