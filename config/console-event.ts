/**
 * How a part of a reference page hands a request to the page's API console (the search builder's Run button):
 * a DOM event on `window` with the request in its detail. The console opens, fills its form with it and sends it.
 * The two parts share nothing else, so the builder needs none of the console's code.
 */

export const CONSOLE_SEND_EVENT = 'medplum-console-send';

/** A search the console sends: the resource type, and the query without its `?`, already percent-encoded. */
export interface ConsoleSendDetail {
  resourceType: string;
  query: string;
}
