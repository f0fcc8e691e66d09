import { inspect } from 'node:util';

/** Why a start failed, in one line per cause: an error's message, then its causes'. */
export function describeStartFailure(error: unknown): string {
  const lines: string[] = [];
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    if (current instanceof Error) {
      lines.push(depth === 0 ? current.message || current.name : `cause: ${current.message || current.name}`);
      current = current.cause;
    } else {
      lines.push(`${depth === 0 ? '' : 'cause: '}${typeof current === 'string' ? current : inspect(current)}`);
      break;
    }
  }
  return lines.join('\n') || 'unknown error (the start was rejected without a reason)';
}
