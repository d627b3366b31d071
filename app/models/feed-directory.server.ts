import type { Db } from "../db/schema.js";

/** One feed Rotativa reads, as the public list of sources names it. */
export interface PublicFeed {
  url: string;
  /** The feed's own title when it was read at least once; null before that. */
  title: string | null;
  /** The category every item of a section feed belongs to; null for a general feed. */
  category: { slug: string; name: string } | null;
}

/** A newspaper with the feeds Rotativa reads from it. */
export interface PublicSource {
  slug: string;
  name: string;
  siteUrl: string;
  /** The home department of a regional newspaper; null for a national one. */
  homeDepartment: { slug: string; name: string } | null;
  feeds: PublicFeed[];
}

/**
 * Every newspaper with its enabled feeds, by name (feeds by URL). A newspaper whose feeds were all
 * removed from the sources file is left out: the list says what is read now.
 */
export async function listPublicSources(db: Db): Promise<PublicSource[]> {
  const rows = await db
    .selectFrom("feeds as f")
    .innerJoin("newspapers as n", "n.id", "f.newspaper_id")
    .leftJoin("departments as d", "d.slug", "n.home_department")
    .leftJoin("categories as c", "c.slug", "f.category_slug")
    .select([
      "n.slug",
      "n.name",
      "n.site_url",
      "d.slug as department_slug",
      "d.name as department_name",
      "f.url",
      "f.title",
      "c.slug as category_slug",
      "c.name as category_name",
    ])
    .where("f.enabled", "=", 1)
    .orderBy("n.name")
    .orderBy("n.slug")
    .orderBy("f.url")
    .execute();
  const sources: PublicSource[] = [];
  for (const row of rows) {
    let source = sources.at(-1);
    if (!source || source.slug !== row.slug) {
      source = {
        slug: row.slug,
        name: row.name,
        siteUrl: row.site_url,
        homeDepartment: row.department_slug && row.department_name ? { slug: row.department_slug, name: row.department_name } : null,
        feeds: [],
      };
      sources.push(source);
    }
    source.feeds.push({
      url: row.url,
      title: row.title,
      category: row.category_slug && row.category_name ? { slug: row.category_slug, name: row.category_name } : null,
    });
  }
  return sources;
}
