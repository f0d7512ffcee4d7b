/** What the page imports of the React frame: the messages between the page and the frame. */
export * from './src/protocol';
