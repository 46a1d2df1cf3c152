/**
 * Two desk servers on one PostgreSQL database, each with a data folder of its own (as two
 * instances behind a load balancer): what the "live on several instances" tests publish on the
 * first and read on the second. Each stop is pushed onto `stops`, to run in reverse after the tests.
 */
import { testDatabase } from "./databases";
import { startDeskServer, type DeskData } from "./desk";

export async function twoInstances(stops: (() => Promise<unknown>)[]) {
  const database = await testDatabase("postgres");
  stops.push(() => database.drop());
  const data: DeskData = { dataDir: database.dataDir, databaseUrl: database.databaseUrl };
  const a = await startDeskServer(data);
  stops.push(() => a.server.stop());
  const b = await startDeskServer({ ...data, dataDir: (await testDatabase("sqlite")).dataDir });
  stops.push(() => b.server.stop());
  return { data, a, b };
}
