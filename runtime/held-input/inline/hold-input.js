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
  function hold(control) {
    var index = Array.prototype.indexOf.call(document.querySelectorAll(CONTROL), control);
    held.push({ control: control, id: control.id, index: index });
  }
  function onKey(event) {
    var key = event.key || '';
    var search = key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
    if (!search && !(key === '/' && !typing(event.target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ key: key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey });
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
    if (input.id) return document.getElementById(input.id);
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
        var init = { key: input.key, code: input.code, ctrlKey: input.ctrlKey, metaKey: input.metaKey };
        init.shiftKey = input.shiftKey;
        init.bubbles = true;
        init.cancelable = true;
        (document.activeElement || document.body).dispatchEvent(new KeyboardEvent('keydown', init));
      });
      held = [];
    },
  };
})();
