export const SEED_USAGE = 'Usage: npm run seed -- --businesses <count> [--seed <number or text>]';
/** Parses `--businesses N [--seed S]` (also `--businesses=N`); throws with the usage line on anything else. */
export function parseSeedCliArgs(argv) {
    const values = new Map();
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        const match = /^--(businesses|seed)(?:=(.*))?$/.exec(arg);
        if (!match)
            throw new Error(`Unknown argument ${arg}\n${SEED_USAGE}`);
        const value = match[2] ?? argv[++i];
        if (value === undefined || value === '')
            throw new Error(`--${match[1]} needs a value\n${SEED_USAGE}`);
        values.set(match[1], value);
    }
    const raw = values.get('businesses');
    if (raw === undefined)
        throw new Error(SEED_USAGE);
    const businesses = Number(raw.replace(/_/g, ''));
    if (!Number.isSafeInteger(businesses) || businesses < 1)
        throw new Error(`--businesses must be a whole number ≥ 1, got ${raw}`);
    return { businesses, seed: values.get('seed') ?? '1' };
}
//# sourceMappingURL=seed-cli-args.js.map