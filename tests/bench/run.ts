// `npm run bench`: the foundation's figures, printed. Not a timed test: it measures and reports.
import { bundleSizes } from './bundle-size.ts';
import { deviceCrypto } from './device-crypto.ts';
import { drainBacklog } from './drain.ts';
import { formsAutosave } from './forms-autosave.ts';
import { formsRender } from './forms-render.ts';
import { graphqlThroughput } from './graphql-throughput.ts';
import { narrativePdf } from './narrative.ts';
import { enqueueLatency, readDayLatency } from './offline-page.ts';
import { reloadOffline } from './reload-offline.ts';
import { startupTimes } from './startup.ts';

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

const results: Record<string, unknown> = {};
if (want('bundle')) results.bundle = await bundleSizes();
if (want('graphql')) results.graphql = await graphqlThroughput();
if (want('startup')) results.startup = await startupTimes();
// The offline field day (DESIGN §4): outbox commands, the day read from the device, the drain
// of a backlog and its resend, and a reload offline.
if (want('enqueue')) results.enqueue = await enqueueLatency();
if (want('read-day')) results.readDay = await readDayLatency();
if (want('drain')) results.drain = await drainBacklog();
if (want('reload-offline')) results.reloadOffline = await reloadOffline();
// Forms (issue 4).
if (want('narrative-pdf')) results.narrativePdf = await narrativePdf();
if (want('forms-render')) results.formsRender = await formsRender();
if (want('forms-autosave')) results.formsAutosave = await formsAutosave();
// Device encryption (issue 5): unlock → first screen, and the cost of sealing a pack and an enqueue.
if (want('device-crypto')) results.deviceCrypto = await deviceCrypto();

console.log('\n=== Benchmark summary');
console.log(JSON.stringify(results, null, 2));
process.exit(0);
