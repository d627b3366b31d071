import { Form, Link, useSearchParams } from "@remix-run/react";
import { IntentNavLink } from "./intent-prefetch";
import { ThemeSwitch } from "./theme-switch";

const NAVIGATION = [
  { to: "/", label: "Inicio", end: true },
  { to: "/ultima-hora", label: "Última hora" },
  { to: "/ultimo-dia", label: "Último día" },
  { to: "/ultima-semana", label: "Última semana" },
  { to: "/categorias", label: "Categorías" },
  { to: "/periodicos", label: "Periódicos" },
  { to: "/departamentos", label: "Departamentos" },
  { to: "/todas-las-noticias", label: "Todas las noticias" },
];

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
      <nav aria-label="Principal" className="site-nav">
        <ul>
          {NAVIGATION.map((item) => (
            <li key={item.to}>
              <IntentNavLink to={item.to} end={item.end}>
                {item.label}
              </IntentNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
