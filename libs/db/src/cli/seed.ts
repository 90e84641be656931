import { createDb } from '../db';
import { migrate } from '../migrate';
import {
  addMissingExternalOrders,
  addMissingIntegrationClients,
  addMissingSeedBudgets,
  addMissingAccountReports,
  addMissingCatalogueDetails,
  addMissingCompany,
  addMissingOpsOperator,
  isSeeded,
  seed,
  truncateSeededTables,
} from '../seed/seed';

interface SeedArgs {
  reset: boolean;
  scale: number;
}

function parseArgs(argv: string[]): SeedArgs {
  const args: SeedArgs = { reset: false, scale: 1 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') args.reset = true;
    else if (arg === '--scale' || arg.startsWith('--scale=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const scale = Number(value);
      if (!(scale > 0) || !Number.isFinite(scale))
        throw new Error(`--scale needs a positive number, got "${value}"`);
      args.scale = scale;
    } else throw new Error(`Unknown argument "${arg}" (usage: seed [--reset] [--scale N])`);
  }
  return args;
}

async function main(): Promise<void> {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const db = createDb(url, { max: 2 });
  try {
    const migrations = await migrate(db);
    if (!args.reset && (await isSeeded(db))) {
      const clients = await addMissingIntegrationClients(db);
      const orders = await addMissingExternalOrders(db, args.scale);
      const budgets = await addMissingSeedBudgets(db);
      const plans = await addMissingAccountReports(db, args.scale);
      const locations = await addMissingCompany(db, args.scale);
      const hints = await addMissingCatalogueDetails(db, args.scale);
      const ops = await addMissingOpsOperator(db);
      const added =
        (clients.length ? `; integration clients added: ${clients.join(', ')}` : '') +
        (orders ? `; external orders added: ${orders}` : '') +
        (budgets ? `; budgets added: ${budgets}` : '') +
        (plans ? `; sales contacts, services and display plans added (${plans} plans)` : '') +
        (locations ? `; company data and locations added (${locations} locations)` : '') +
        (hints ? `; catalogue order hints, partner and newsletter templates added (${hints} products)` : '') +
        (ops ? '; the operations login added' : '');
      console.log(
        `seed: database already seeded, nothing to do (migrations applied: ${migrations.applied.length}${added}; use --reset to seed again) in ${Date.now() - started} ms`,
      );
      return;
    }
    if (args.reset) await truncateSeededTables(db);
    const counts = await seed(db, { scale: args.scale });
    const summary = Object.entries(counts)
      .map(([name, count]) => `${name}=${count}`)
      .join(' ');
    console.log(
      `seed: scale=${args.scale} ${summary} migrations=${migrations.applied.length} in ${Date.now() - started} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
