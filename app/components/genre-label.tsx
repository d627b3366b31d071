import { GENRE_LABELS, type Genre } from "../text/genre.js";

/**
 * "Opinión" / "Análisis" before a headline: a visible tag, and in the link's name for screen
 * readers ("Opinión: …"), so commentary is never mistaken for news in any list.
 */
export function GenreLabel({ genre }: { genre: Genre | null | undefined }) {
  if (!genre) return null;
  return (
    <>
      <span className={`genre-label genre-${genre}`}>{GENRE_LABELS[genre]}</span>
      <span className="visually-hidden">: </span>
    </>
  );
}
