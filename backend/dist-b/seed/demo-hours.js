import { HOURS_PATTERNS, NO_HOURS_SHARE } from './catalog/hours.data.js';
const DAY_INDEX = { Su: 0, Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6 };
const MINUTES_PER_DAY = 24 * 60;
const END_OF_DAY = MINUTES_PER_DAY - 1;
const ALWAYS_OPEN = Array.from({ length: 7 }, () => [[0, END_OF_DAY]]);
function minutes(time) {
    const [h, m] = time.split(':').map(Number);
    return h * 60 + m;
}
function days(spec) {
    const [from, to = from] = spec.split('-');
    const start = DAY_INDEX[from];
    const end = DAY_INDEX[to];
    if (start === undefined || end === undefined)
        throw new Error(`Unknown day range ${spec}`);
    const out = [];
    // Mo-Su wraps past Saturday (6) to Sunday (0).
    for (let day = start;; day = (day + 1) % 7) {
        out.push(day);
        if (day === end)
            return out;
    }
}
/** Parses `Mo-Fr 09:00-12:00,13:00-17:00; Sa 10:00-14:00` (or `24/7`) into ranges per weekday. */
export function parseHoursPattern(pattern) {
    if (pattern === '24/7')
        return ALWAYS_OPEN;
    const week = Array.from({ length: 7 }, () => []);
    for (const rule of pattern.split(';')) {
        const [daySpec, rangeSpec] = rule.trim().split(' ');
        const ranges = rangeSpec.split(',').map((r) => {
            const [open, close] = r.split('-');
            return [minutes(open), minutes(close)];
        });
        for (const day of days(daySpec))
            week[day] = ranges;
    }
    return week;
}
const PARSED = Object.fromEntries(Object.entries(HOURS_PATTERNS).map(([kind, patterns]) => [kind, patterns.map(parseHoursPattern)]));
function hhmm(value) {
    const v = ((value % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    return `${String(Math.floor(v / 60)).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}`;
}
const SHIFTS = [-60, -30, 30, 60];
/**
 * Opening hours shaped like scraped map data: a pattern typical of the kind, nudged by
 * half-hours so neighbours differ, several ranges on some days, closed days, and
 * `00:00–23:59` rows for "Open 24 hours". A few businesses list no hours.
 */
export function demoHours(kind, random) {
    if (random.chance(NO_HOURS_SHARE))
        return [];
    const week = random.pick(PARSED[kind]);
    const openShift = week === ALWAYS_OPEN || random.chance(0.6) ? 0 : random.pick(SHIFTS) / 2;
    const closeShift = week === ALWAYS_OPEN || random.chance(0.6) ? 0 : random.pick(SHIFTS);
    const rows = [];
    for (let day = 0; day < 7; day++) {
        const ranges = week[day];
        if (ranges.length === 0) {
            rows.push({ dayOfWeek: day, openTime: null, closeTime: null, isClosed: true });
            continue;
        }
        ranges.forEach(([open, close], i) => {
            const allDay = open === 0 && close === END_OF_DAY;
            const shiftedOpen = allDay || i > 0 ? open : open + openShift;
            const shiftedClose = allDay || i < ranges.length - 1 ? close : close + closeShift;
            rows.push({ dayOfWeek: day, openTime: hhmm(shiftedOpen), closeTime: hhmm(shiftedClose), isClosed: false });
        });
    }
    return rows;
}
//# sourceMappingURL=demo-hours.js.map