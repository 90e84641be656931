export interface PriceRefreshConfig {
  /** The shop database the embedded price tables live in; without it the price refresh does not run. */
  databaseUrl: string | undefined;
}

/** DATABASE_URL of the worker (the launcher always sets it); a malformed value stops the start, named. */
export function loadPriceRefreshConfig(env: NodeJS.ProcessEnv = process.env): PriceRefreshConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl))
    throw new Error(
      'Configuration error: malformed DATABASE_URL (must start with postgres:// or postgresql://)',
    );
  return { databaseUrl };
}
