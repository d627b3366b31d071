/*
 * The story grouping of the test process, as server.ts and cli.ts create one per process: tests
 * store articles through it (createArticle, storeLabelledArticles) so they are grouped as
 * ingestion groups them. Its in-memory indexes are keyed by each database state's token, so one
 * grouping serves every test database safely.
 */
import { createStoryGrouping } from "../../app/ingest/cluster/grouping.server.js";

/** The test process's story grouping. */
export const grouping = createStoryGrouping();
