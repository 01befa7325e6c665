export const DEFAULT_FETCH_INIT: Record<string, unknown> = {
  cache: "no-store",
};
