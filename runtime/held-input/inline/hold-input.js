// Inlined at the top of every page's head by the held-input plugin (../index.ts);
// one text on every page, so one hash in the Content-Security-Policy.
// Until React has hydrated the page, nothing on it but links and native
// controls answers: a press of Ctrl/Cmd+K or `/`, or a click on a button or a
// tab, would be lost. This script holds them from the first paint on, and
// keeps them from the page, until the effects of the hydrated page's first
// render have run (replay(), called by ../theme/Root.tsx): the search
// shortcuts listen from an effect, and code tabs mount anew then. It then
// gives them to the page in their order: a key press as a new keydown event,
// a click as a click on the same control, or, if that control was mounted
// anew, on the one with its id or its place among the page's controls. A
// control React rendered disabled on the server (the colour toggle) gets no
// click event, so its pointerup stands in for one; it is clicked once enabled
// (within about two seconds).
// What is given is what the reader asked for, once: a reader who sees nothing
// happen presses again, and the page must not answer every press (Ctrl+K
// twice would open the search and close it, a toggle tapped twice would switch
// back). So each request is held once, at its first place: every search
// shortcut and the search button ask for the search, each other control for
// its own action.
(function () {
  var held = [];
  var replayed = false;
  var CONTROL = 'button:not([type="submit"]), [role="tab"]';
  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  }
  function controlOf(event) {
    return event.target instanceof Element ? event.target.closest(CONTROL) : null;
  }
  // Holds `input` unless the reader already asked for the same.
  function ask(input) {
    var asked = held.some(function (earlier) {
      return earlier.intent === input.intent;
    });
    if (!asked) held.push(input);
  }
  function hold(control) {
    var index = Array.prototype.indexOf.call(document.querySelectorAll(CONTROL), control);
    // A control mounted anew between two presses is the same control: by its id, or its place.
    var intent = control.classList.contains('DocSearch-Button') ? 'search' : control.id || index;
    ask({ intent: intent, control: control, index: index });
  }
  function onKey(event) {
    var key = event.key || '';
    var search = key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
    if (!search && !(key === '/' && !typing(event.target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var init = { key: key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey };
    init.bubbles = init.cancelable = true;
    ask({ intent: 'search', init: init });
  }
  function onClick(event) {
    var control = controlOf(event);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(control);
  }
  function onPointerUp(event) {
    var control = controlOf(event);
    if (control && control.disabled && event.button === 0) hold(control);
  }
  function current(input) {
    if (input.control.isConnected) return input.control;
    if (input.control.id) return document.getElementById(input.control.id);
    return input.index >= 0 ? document.querySelectorAll(CONTROL)[input.index] : null;
  }
  function click(input, frames) {
    var control = current(input);
    if (!control) return;
    if (!control.disabled) control.click();
    else if (frames > 0)
      requestAnimationFrame(function () {
        click(input, frames - 1);
      });
  }
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerup', onPointerUp, true);
  window.__heldInput = {
    replay: function () {
      if (replayed) return;
      replayed = true;
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      held.forEach(function (input) {
        if (input.control) return click(input, 120);
        (document.activeElement || document.body).dispatchEvent(new KeyboardEvent('keydown', input.init));
      });
      held = [];
    },
  };
})();
