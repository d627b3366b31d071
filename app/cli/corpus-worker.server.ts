/*
 * The worker thread of `generate-corpus`: it replays the newsroom's generator and reads each
 * article's story features (the CPU-heavy, database-free half of making a corpus) while the main
 * thread groups and inserts the previous batch. One batch per request from the main thread, so at
 * most a batch or two wait in memory.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type CorpusOptions, corpusBatches } from "../demo/corpus.js";
import { storyFeatures } from "../ingest/cluster/index.js";

const port = parentPort;
if (!port) throw new Error("corpus-worker runs as a worker thread of generate-corpus");
const batches = corpusBatches(workerData as CorpusOptions);
port.on("message", () => {
  const next = batches.next();
  if (next.done) {
    port.postMessage(null);
    return;
  }
  port.postMessage(next.value.map((article) => ({ ...article, story: { title: article.title, summary: article.summary, features: storyFeatures(article) } })));
});
