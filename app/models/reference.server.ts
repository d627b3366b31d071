import { CATEGORIES } from "../data/categories.js";
import { DEPARTMENTS } from "../data/departments.js";
import { MUNICIPALITIES } from "../data/municipalities.js";
import type { SourceNewspaper } from "../data/sources.server.js";
import type { Db } from "../db/schema.js";

/** What a reference-data sync changed, for the start-up log line. */
export interface SyncSummary {
  categories: number;
  departments: number;
  /** DIVIPOLA municipalities written because they were new or had changed. */
  municipalities: number;
  newspapers: number;
  feeds: number;
  feedsDisabled: number;
}

/**
 * Makes the database's categories, departments, municipalities, newspapers and feeds match the
 * reference data, in one transaction. Feeds dropped from the sources file are disabled, not deleted, so the
 * articles already read from them stay.
 */
export async function syncReferenceData(db: Db, sources: SourceNewspaper[], now = Date.now()): Promise<SyncSummary> {
  const departmentSlugs = new Set(DEPARTMENTS.map((d) => d.slug));
  const categorySlugs = new Set(CATEGORIES.map((c) => c.slug));
  for (const paper of sources) {
    if (paper.homeDepartment && !departmentSlugs.has(paper.homeDepartment)) {
      throw new Error(`Newspaper ${paper.slug}: unknown home department "${paper.homeDepartment}"`);
    }
    for (const feed of paper.feeds) {
      if (feed.category && !categorySlugs.has(feed.category)) {
        throw new Error(`Newspaper ${paper.slug}: feed ${feed.url} has unknown category "${feed.category}"`);
      }
    }
  }

  return db.transaction().execute(async (trx) => {
    for (const [position, category] of CATEGORIES.entries()) {
      const row = { name: category.name, description: category.description, position, main: category.main ? 1 : 0 };
      await trx
        .insertInto("categories")
        .values({ slug: category.slug, ...row })
        .onConflict((oc) => oc.column("slug").doUpdateSet(row))
        .execute();
    }
    for (const [position, department] of DEPARTMENTS.entries()) {
      const row = {
        name: department.name,
        capital: department.capital,
        dane_code: department.daneCode,
        region: department.region,
        position,
      };
      await trx
        .insertInto("departments")
        .values({ slug: department.slug, ...row })
        .onConflict((oc) => oc.column("slug").doUpdateSet(row))
        .execute();
    }

    const municipalities = await syncMunicipalities(trx);

    const wantedFeedUrls = new Set<string>();
    for (const paper of sources) {
      const row = { name: paper.name, site_url: paper.siteUrl, home_department: paper.homeDepartment };
      const { id: newspaperId } = await trx
        .insertInto("newspapers")
        .values({ slug: paper.slug, ...row, created_at: now })
        .onConflict((oc) => oc.column("slug").doUpdateSet(row))
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const feed of paper.feeds) {
        wantedFeedUrls.add(feed.url);
        const feedRow = { newspaper_id: newspaperId, category_slug: feed.category, enabled: 1 };
        await trx
          .insertInto("feeds")
          .values({ url: feed.url, ...feedRow, created_at: now })
          .onConflict((oc) => oc.column("url").doUpdateSet(feedRow))
          .execute();
      }
    }

    const enabledFeeds = await trx.selectFrom("feeds").select(["id", "url"]).where("enabled", "=", 1).execute();
    const stale = enabledFeeds.filter((feed) => !wantedFeedUrls.has(feed.url)).map((feed) => feed.id);
    if (stale.length > 0) {
      await trx.updateTable("feeds").set({ enabled: 0 }).where("id", "in", stale).execute();
    }

    return {
      categories: CATEGORIES.length,
      departments: DEPARTMENTS.length,
      municipalities,
      newspapers: sources.length,
      feeds: wantedFeedUrls.size,
      feedsDisabled: stale.length,
    };
  });
}

/**
 * Writes the municipalities that are new or changed (a start usually writes none: 1,123 rows are
 * compared, not rewritten). One that left DANE's list stays, since articles may name it.
 */
async function syncMunicipalities(trx: Db): Promise<number> {
  const stored = new Map(
    (await trx.selectFrom("municipalities").select(["code", "name", "department_slug", "position"]).execute()).map((row) => [
      row.code,
      row,
    ]),
  );
  const changed = MUNICIPALITIES.map((m, position) => ({ code: m.code, name: m.name, department_slug: m.department, position })).filter(
    (row) => {
      const old = stored.get(row.code);
      return !old || old.name !== row.name || old.department_slug !== row.department_slug || Number(old.position) !== row.position;
    },
  );
  for (let at = 0; at < changed.length; at += 200) {
    await trx
      .insertInto("municipalities")
      .values(changed.slice(at, at + 200))
      .onConflict((oc) =>
        oc.column("code").doUpdateSet((eb) => ({
          name: eb.ref("excluded.name"),
          department_slug: eb.ref("excluded.department_slug"),
          position: eb.ref("excluded.position"),
        })),
      )
      .execute();
  }
  return changed.length;
}
