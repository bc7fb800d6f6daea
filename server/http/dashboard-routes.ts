// GET /api/dashboards/report.csv and /api/dashboards/cbr.csv (SPEC §2 Reports and CBR: 'CSV
// export'): the report of the dashboard's filter (?from&to&market, the days YYYY-MM-DD), written on
// the server. The bearer token is read like /graphql's; the service checks the permission
// (create), the CBR rule and which patients' visits the caller may read; never cached (it names
// clinicians and counts their visits). DOWNLOAD_RATE_LIMIT a minute per user.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearer } from '../graphql/plugin.ts';
import type { CsvFile } from '../modules/dashboards/dashboards-service.ts';
import type { Services } from '../services.ts';
import { contentDisposition } from './content-disposition.ts';
import { perUserRateLimit } from './per-user-rate-limit.ts';

const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.csv);

export async function dashboardRoutes(app: FastifyInstance, { services, perMinute }: { services: Services; perMinute: number }) {
  const limit = { config: perUserRateLimit(services, perMinute) };
  app.get('/api/dashboards/report.csv', limit, async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    return sendCsv(reply, await services.dashboards.reportExport(user, request.query));
  });
  app.get('/api/dashboards/cbr.csv', limit, async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    return sendCsv(reply, await services.dashboards.cbrExport(user, request.query));
  });
}
