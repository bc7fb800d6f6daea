// Document upload throughput (DESIGN §8 'Files'): a 1 MB PDF (just under SPEC §9's 1,048,000
// bytes) POSTed through the real route (multipart, the type sniffed, stored, the record written)
// to the server in this process, with the files on disk (DATA_DIR) and in an S3-compatible bucket
// (s3rver in this process). Reported per storage: the median and worst upload and MB/s from the
// median, and the same for reading the file back. Full: 20 runs after 3 warm-up; smoke: a 100 KB
// file, 2 runs after 1.
import { simplePdf } from '../../server/modules/documents/simple-pdf.ts';
import { makePatient, startServer, type TestServer } from '../integration/harness.ts';
import { startS3, type TestS3 } from '../s3-server.ts';
import { median, percentile } from './offline-support.ts';
import type { BenchOptions } from './options.ts';

const FULL = { bytes: 1_000_000, runs: 20, warmup: 3 };
const SMOKE = { bytes: 100_000, runs: 2, warmup: 1 };

const mbPerSecond = (bytes: number, ms: number) => +(bytes / 1_000_000 / (ms / 1000)).toFixed(1);

async function measure(storage: 'disk' | 's3', size: typeof FULL) {
  let s3: TestS3 | null = null;
  let s: TestServer | null = null;
  try {
    if (storage === 's3') s3 = await startS3();
    s = await startServer('pglite', { env: s3?.env ?? {} });
    const server = s;
    await server.addUser({ key: 'bench', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['FL'] });
    const [patient] = await server.addPatients([makePatient('Bench', 'Uploads', { state: 'FL' })]);
    if (!patient) throw new Error('no patient');
    const headers = { authorization: `Bearer ${await server.token('bench')}` };
    const file = simplePdf(['Document upload bench'], { padTo: size.bytes });
    const upload = async () => {
      const form = new FormData();
      form.set('category', 'medical-record');
      form.set('file', new Blob([Buffer.from(file)], { type: 'application/pdf' }), 'bench.pdf');
      const res = await server.fetch(`/api/patients/${patient.id}/documents`, { method: 'POST', body: form, headers });
      const body = (await res.json()) as { attachment?: { url: string; size: number }; message?: string };
      if (res.status !== 201 || !body.attachment) throw new Error(`upload answered ${res.status}: ${body.message}`);
      return body.attachment;
    };
    const uploads: number[] = [];
    const reads: number[] = [];
    for (let run = 0; run < size.warmup + size.runs; run++) {
      const started = performance.now();
      const attachment = await upload();
      const uploaded = performance.now();
      const res = await server.fetch(attachment.url, { headers });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200 || bytes !== attachment.size) throw new Error(`download answered ${res.status} with ${bytes} bytes`);
      if (run >= size.warmup) {
        uploads.push(uploaded - started);
        reads.push(performance.now() - uploaded);
      }
    }
    const uploadMs = median(uploads);
    const readMs = median(reads);
    return {
      fileBytes: file.byteLength,
      uploadMedianMs: +uploadMs.toFixed(1),
      uploadMaxMs: +percentile(uploads, 100).toFixed(1),
      uploadMBps: mbPerSecond(file.byteLength, uploadMs),
      downloadMedianMs: +readMs.toFixed(1),
      downloadMBps: mbPerSecond(file.byteLength, readMs),
    };
  } finally {
    await s?.close();
    await s3?.close();
  }
}

export async function documentUpload(options: BenchOptions) {
  const size = options.smoke ? SMOKE : FULL;
  const out = {
    method: `POST /api/patients/{id}/documents (multipart, sniffed, stored, record written) then GET of the file, in process on PGlite; ${size.runs} runs after ${size.warmup} warm-up`,
    disk: await measure('disk', size),
    s3: await measure('s3', size),
  };
  console.log(
    `document-upload: disk ${out.disk.uploadMBps} MB/s up, ${out.disk.downloadMBps} MB/s down; s3 ${out.s3.uploadMBps} MB/s up, ${out.s3.downloadMBps} MB/s down`,
  );
  console.log('document-upload:', JSON.stringify(out));
  return out;
}
