import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { storeRegion } from "../../client/region-storage.js";
import type { ArticleCard } from "../../models/article.server.js";
import { ArticleList } from "../article-list.js";

/** The reader's choice as the front page shows it. */
export interface RegionChoiceView {
  departments: { slug: string; name: string }[];
  municipality: { code: string; name: string; department: { slug: string; name: string } } | null;
}

/** The "Tu región" section's data (app/pages/region/region.server.ts). */
export interface RegionSectionView {
  choice: RegionChoiceView;
  stories: ArticleCard[];
  widened: boolean;
  municipalityArticles: ArticleCard[];
}

/**
 * Keeps the browser's copy of Mi región (localStorage) equal to what the server rendered for this
 * reader: a choice, or null for none; undefined when the page does not know (nothing is touched).
 */
export function useRegionMirror(choice: RegionChoiceView | null | undefined) {
  const slugs = choice === undefined ? undefined : (choice?.departments.map((department) => department.slug).join(",") ?? "");
  useEffect(() => {
    if (slugs !== undefined) storeRegion(slugs === "" ? [] : slugs.split(","));
  }, [slugs]);
}

/** "Quitar Mi región": one click, a form that works without JavaScript. */
export function RemoveRegionButton({ label = "Quitar Mi región" }: { label?: string }) {
  const location = useLocation();
  return (
    <Form method="post" action="/accion/region" className="region-inline-form">
      <input type="hidden" name="intent" value="quitar" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="link-button">
        {label}
      </button>
    </Form>
  );
}

/**
 * The front page's first section for a reader who chose a region: the chosen departments'
 * headlines, one line per story, what was chosen, and the ways to change it or remove it.
 */
export function RegionSection({ region, now }: { region: RegionSectionView; now: number }) {
  const { choice } = region;
  const names = choice.departments.map((department) => department.name);
  return (
    <section className="region-section" aria-labelledby="tu-region">
      <div className="region-head">
        <h2 id="tu-region" className="section-title">
          Tu región <span className="section-scope">{region.widened ? "de los últimos 7 días" : "de las últimas 24 horas"}</span>
        </h2>
        <div className="region-choice">
          <p>
            <span className="visually-hidden">Mi región: </span>
            {names.join(" · ")}
            {choice.municipality ? ` · ${choice.municipality.name}` : ""}
          </p>
          <Link to="/mi-region">Cambiar</Link>
          <RemoveRegionButton />
        </div>
      </div>
      <ArticleList
        articles={region.stories}
        now={now}
        emptyMessage={`No hay noticias de ${names.join(", ")} en los últimos 7 días.`}
        headingLevel={3}
        variant="compact"
      />
      {choice.municipality && region.municipalityArticles.length > 0 ? (
        <div className="region-town">
          <h3 className="region-town-title">{choice.municipality.name}</h3>
          <ArticleList articles={region.municipalityArticles} now={now} emptyMessage="" headingLevel={3} variant="compact" />
        </div>
      ) : null}
      <p className="section-more">
        {choice.departments.map((department, index) => (
          <span key={department.slug}>
            {index > 0 ? <span aria-hidden="true"> · </span> : null}
            <Link to={`/departamentos/${department.slug}/hoy`}>{department.name} hoy</Link>
          </span>
        ))}
        {choice.municipality ? (
          <>
            <span aria-hidden="true"> · </span>
            <Link to={`/departamentos/${choice.municipality.department.slug}?municipio=${choice.municipality.code}`}>
              Todo sobre {choice.municipality.name}
            </Link>
          </>
        ) : null}
      </p>
    </section>
  );
}

/** For readers without a region: one line that offers to choose it (the same for everyone, so the page stays shared). */
export function RegionInvite() {
  return (
    <p className="region-invite">
      <Link to="/mi-region">Elija Mi región</Link> y vea primero las noticias de sus departamentos, sin crear una cuenta.
    </p>
  );
}
