// TilePad: the table and the person's hand in one drawing you click (domino_lab.widgets.pad).
// Python draws every picture and says what may be clicked; this module shows it and reports each
// click, with the version of the position it was made on, in the "click" trait.
// Keys: ← → move between tiles and buttons, Enter or Space plays, 1–9 pick a place (or the
// n-th playable tile), Esc takes back a half-made choice, [ and ] step back and forward through
// the deal (the review).

const SVG_NS = "http://www.w3.org/2000/svg";

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function render({ model, el }) {
  el.classList.add("dl-pad");
  const cover = element("div", "dl-cover");
  const table = element("div", "dl-table");
  const prompt = element("div", "dl-prompt");
  const choices = element("div", "dl-choices");
  const handLabel = element("div", "dl-hand-label");
  const hand = element("div", "dl-hand");
  hand.setAttribute("role", "toolbar");
  const actions = element("div", "dl-actions");
  const tools = element("div", "dl-tools");
  const copy = element("button", "dl-copy");
  copy.type = "button";
  const copied = element("textarea", "dl-position");
  copied.readOnly = true;
  copied.rows = 2;
  copied.hidden = true;
  copy.addEventListener("click", () => { // the position's text: to the clipboard, and shown to select
    const text = model.get("position_text");
    copied.value = text;
    copied.hidden = false;
    copied.select();
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).catch(() => {});
    else { try { document.execCommand("copy"); } catch (e) { /* selected: Ctrl+C copies it */ } }
  });
  tools.append(copy, copied);
  table.setAttribute("role", "img");
  el.append(cover, table, prompt, choices, handLabel, hand, actions, tools);

  function send(message) {
    const kind = message.kind;
    if (kind !== "reveal" && kind !== "cancel" && kind !== "step" && !model.get("active")) return; // not his turn
    model.set("click", { ...message, version: model.get("version"), at: Date.now() });
    model.save_changes();
    if (kind === "tile" || kind === "choice" || kind === "action") el.classList.add("dl-busy");
  }

  function button(className, html, label, onClick) {
    const b = element("button", className);
    b.type = "button";
    b.innerHTML = html;
    if (label) b.setAttribute("aria-label", label);
    b.addEventListener("click", onClick);
    return b;
  }

  function drawTable() {
    table.innerHTML = model.get("table_svg");
    table.setAttribute("aria-label", model.get("table_label"));
    const svg = table.querySelector("svg");
    if (!svg) return;
    const placed = model.get("choices").filter((choice) => choice.rect);
    if (placed.length) { // grow the picture so that a place beyond its edge shows
      let [vx, vy, vw, vh] = svg.getAttribute("viewBox").split(/\s+/).map(Number);
      const perUnit = Number(svg.getAttribute("width")) / vw;
      const pad = 6;
      const x0 = Math.min(vx, ...placed.map((c) => c.rect[0] - pad));
      const y0 = Math.min(vy, ...placed.map((c) => c.rect[1] - pad));
      const x1 = Math.max(vx + vw, ...placed.map((c) => c.rect[2] + pad));
      const y1 = Math.max(vy + vh, ...placed.map((c) => c.rect[3] + pad));
      [vx, vy, vw, vh] = [x0, y0, x1 - x0, y1 - y0];
      svg.setAttribute("viewBox", `${vx} ${vy} ${vw} ${vh}`);
      svg.setAttribute("width", String(vw * perUnit));
      svg.setAttribute("height", String(vh * perUnit));
    }
    model.get("choices").forEach((choice, i) => {
      if (!choice.rect) return;
      const [x0, y0, x1, y1] = choice.rect;
      const g = document.createElementNS(SVG_NS, "g");
      g.setAttribute("class", "dl-ghost");
      g.setAttribute("data-choice", String(i));
      const r = document.createElementNS(SVG_NS, "rect");
      const side = Math.min(x1 - x0, y1 - y0);
      for (const [k, v] of [["x", x0], ["y", y0], ["width", x1 - x0], ["height", y1 - y0], ["rx", side * 0.12]]) {
        r.setAttribute(k, String(v));
      }
      const label = document.createElementNS(SVG_NS, "text");
      label.setAttribute("x", String((x0 + x1) / 2));
      label.setAttribute("y", String((y0 + y1) / 2 + side * 0.22));
      label.setAttribute("font-size", String(side * 0.6));
      label.setAttribute("text-anchor", "middle");
      label.textContent = String(i + 1);
      const title = document.createElementNS(SVG_NS, "title");
      title.textContent = choice.label;
      g.append(r, label, title);
      g.addEventListener("click", () => send({ kind: "choice", index: i }));
      svg.appendChild(g);
    });
  }

  function drawHand() {
    const active = model.get("active");
    const choosing = model.get("choosing");
    handLabel.textContent = model.get("hand_label");
    hand.replaceChildren(...model.get("hand").map((item) => {
      const cls = "dl-tile" + (item.playable && active ? " playable" : "") + (item.tile === choosing ? " chosen" : "");
      const b = button(cls, item.svg, item.label || item.tile, () => send({ kind: "tile", tile: item.tile }));
      b.title = item.label || item.tile;
      b.dataset.tile = item.tile;
      b.disabled = !active;
      return b;
    }));
  }

  function drawChoices() {
    const list = model.get("choices");
    choices.replaceChildren();
    if (!list.length) return;
    list.forEach((choice, i) => {
      const b = button("dl-choice", `<b>${i + 1}</b> ${escape(choice.label)}`, choice.label,
        () => send({ kind: "choice", index: i }));
      b.dataset.choice = String(i);
      choices.appendChild(b);
    });
    choices.appendChild(button("dl-cancel", "✕", "cancel", () => send({ kind: "cancel" })));
  }

  function drawActions() {
    const active = model.get("active");
    const list = model.get("actions");
    actions.replaceChildren();
    if (!list.length) return;
    actions.appendChild(element("span", "dl-actions-label", model.get("actions_label")));
    list.forEach((label, i) => {
      const b = button("dl-action", escape(label), label, () => send({ kind: "action", index: i }));
      b.dataset.action = String(i);
      b.disabled = !active;
      actions.appendChild(b);
    });
  }

  function drawCover() {
    const text = model.get("cover");
    el.classList.toggle("dl-covered", Boolean(text));
    cover.replaceChildren();
    if (!text) return;
    cover.appendChild(element("div", "dl-cover-text", text));
    const b = button("dl-reveal", escape(model.get("cover_button")), "", () => send({ kind: "reveal" }));
    cover.appendChild(b);
  }

  function draw() {
    el.style.setProperty("--dl-scale", String(model.get("scale") || 1));
    copy.textContent = model.get("copy_label");
    copy.hidden = !model.get("position_text");
    if (!model.get("position_text")) copied.hidden = true;
    else if (!copied.hidden) copied.value = model.get("position_text");
    const focused = el.contains(document.activeElement) ? document.activeElement : null;
    const focusTile = focused && focused.dataset ? focused.dataset.tile : undefined;
    el.classList.remove("dl-busy");
    el.classList.toggle("dl-active", model.get("active") && model.get("hand").some((item) => item.playable));
    drawCover();
    drawTable();
    prompt.textContent = model.get("prompt");
    drawChoices();
    drawHand();
    drawActions();
    if (focused) { // keep the keyboard where it was: the same tile, else the first thing to click
      const again = focusTile && hand.querySelector(`button[data-tile="${focusTile}"]:not([disabled])`);
      const first = choices.querySelector("button") || hand.querySelector("button.playable") ||
        actions.querySelector("button:not([disabled])") || el.querySelector("button:not([disabled])");
      const target = model.get("choices").length ? first : again || first;
      if (target) target.focus(); else el.focus();
    }
  }

  el.tabIndex = 0;
  el.addEventListener("keydown", (event) => {
    const buttons = [...el.querySelectorAll("button:not([disabled])")];
    const at = buttons.indexOf(document.activeElement);
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      if (!buttons.length) return;
      const step = event.key === "ArrowRight" ? 1 : -1;
      const next = at < 0 ? (step > 0 ? 0 : buttons.length - 1) : (at + step + buttons.length) % buttons.length;
      buttons[next].focus();
      event.preventDefault();
    } else if (event.key === "[" || event.key === "]") { // review: a step back or forward through the deal
      send({ kind: "step", by: event.key === "[" ? -1 : 1 });
    } else if (event.key === "Escape") {
      if (model.get("choices").length) send({ kind: "cancel" });
    } else if (/^[1-9]$/.test(event.key)) {
      const k = Number(event.key) - 1;
      if (model.get("choices").length) {
        if (k < model.get("choices").length) send({ kind: "choice", index: k });
      } else {
        const playable = model.get("hand").filter((item) => item.playable);
        if (k < playable.length) send({ kind: "tile", tile: playable[k].tile });
      }
    }
  });

  let scheduled = false; // one message from Python changes several traits: draw once, after all of them
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => { scheduled = false; draw(); });
  }
  for (const name of ["table_svg", "hand", "hand_label", "prompt", "choosing", "choices", "actions", "actions_label",
    "cover", "cover_button", "active", "version", "table_label", "position_text", "copy_label", "scale"]) {
    model.on(`change:${name}`, schedule);
  }
  // Python has handled a click (a refused one changes nothing else): the pad is no longer busy
  model.on("change:answered", () => el.classList.remove("dl-busy"));
  draw();
}

function escape(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

export default { render };
