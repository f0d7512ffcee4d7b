// Inlined at the end of every page's body by the page template (../index.ts);
// one text on every page, so one hash in the Content-Security-Policy.
// Requests the page's scripts once the page has painted its content: until
// then the HTML and the stylesheet have the connection to themselves, so a
// slow link shows the page sooner, and the scripts hydrate it a little later.
// Entries run in their order (async = false); chunks are preloaded for the
// webpack runtime, which runs them. A hidden page paints nothing, so it loads
// at once; a browser without paint timing waits for a frame instead.
(function () {
  var list = document.getElementById('page-scripts');
  if (!list) return;
  var scripts = JSON.parse(list.textContent);
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    scripts.chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    scripts.entries.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  if (document.visibilityState === 'hidden') return load();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') load();
  });
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return afterFrame();
  var observer = new PerformanceObserver(function (entries) {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should no contentful paint be reported, the scripts come a second after the page has loaded
  // (the load event can come before the first paint is on screen, so not at once).
  window.addEventListener('load', function () {
    setTimeout(load, 1000);
  });
})();
