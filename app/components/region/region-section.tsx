import { Link } from "@remix-run/react";
import type { ArticleCard } from "../../models/article.server.js";
import { ArticleList } from "../article-list.js";
import { type RegionChoiceView, RemoveRegionButton } from "./region-controls.js";

/** The "Tu región" section's data (app/pages/region/region.server.ts). */
export interface RegionSectionView {
  choice: RegionChoiceView;
  stories: ArticleCard[];
  widened: boolean;
  municipalityArticles: ArticleCard[];
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
