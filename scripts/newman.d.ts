/**
 * The part of newman's API that scripts/check-api-files.ts uses: newman 6 ships no type declarations.
 */
declare module 'newman' {
  export interface NewmanSummary {
    run: {
      stats: { requests: { total: number; failed: number }; assertions: { total: number; failed: number } };
      failures: { source?: { name?: string }; parent?: { name?: string }; error: { message: string } }[];
    };
  }
  export function run(
    options: Record<string, unknown>,
    done: (error: Error | null, summary: NewmanSummary) => void,
  ): unknown;
}
