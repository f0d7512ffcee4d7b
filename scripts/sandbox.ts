/**
 * Serves the in-browser Medplum on this machine, for any client to use: the in-memory Medplum 2.0.25 server
 * of the runnable samples, with their sample data, over HTTP on loopback (packages/medplum-sandbox, http.ts).
 *
 *   npm run sandbox [-- --port 8103]
 */
import { parseArgs } from 'node:util';
import { SANDBOX_ENV, SANDBOX_PORT, startSandboxServer } from '../packages/medplum-sandbox';

const { values } = parseArgs({ options: { port: { type: 'string', default: String(SANDBOX_PORT) } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${values.port}`);
  process.exit(1);
}

startSandboxServer(port).then(
  (server) => {
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`;
    console.log(`The in-memory Medplum 2.0.25 answers at ${base} (FHIR API at ${base}fhir/R4/), until you stop it.`);
    console.log(`Sign in with the client credentials grant: client_id ${SANDBOX_ENV.MEDPLUM_CLIENT_ID}, any secret.`);
  },
  (error: unknown) => {
    console.error(`The in-memory Medplum could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
