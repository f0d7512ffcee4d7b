// What the build step writes for the page (index.ts, RunnableManifest): the workers' and declarations' paths.
declare module '@generated/runnable-samples/default/manifest.json' {
  const manifest: { runner: string; checker: string; declarations: string };
  export default manifest;
}
