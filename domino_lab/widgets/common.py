"""Small pieces the widgets share."""

from __future__ import annotations

import html
import io

from ..i18n import _, tr, using
from .words import label


def esc(text) -> str:
    return html.escape(str(text))


def figure_svg(fig) -> str:
    """A matplotlib figure as inline SVG text (deterministic: no ids, no dates)."""
    import matplotlib.pyplot as plt

    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight", metadata={"Date": None})
    plt.close(fig)
    text = buf.getvalue()
    return text[text.index("<svg"):]


def scores_table(match, max_width: int | None = None) -> str:
    """The match table: one row per deal, one column per side; wider than ``max_width`` pixels
    (a board's side panel), it scrolls sideways."""
    head = "".join(f"<th style='padding:0 8px'>{esc(match.side_name(i))}</th>" for i in range(len(match.sides)))
    rows = []
    for k, (result, scores) in enumerate(zip(match.results, match.score_history), start=1):
        cells = "".join(f"<td style='text-align:right;padding:0 8px'>{s}</td>" for s in scores)
        deal, ending = _("deal {n}", n=k), _(result.reason)
        rows.append(f"<tr><td style='white-space:nowrap'>{esc(deal)}</td>{cells}"
                    f"<td><small>{esc(ending)}</small></td></tr>")
    nothing = _("no deal finished yet")
    body = "".join(rows) or f"<tr><td colspan='{len(match.sides) + 2}'><i>{nothing}</i></td></tr>"
    width = f";max-width:{max_width}px" if max_width else ""
    return (f"<div style='overflow-x:auto{width}'><table style='border-collapse:collapse'><thead><tr><th></th>{head}"
            f"<th></th></tr></thead><tbody>{body}</tbody></table></div>")


def status_rows(items, lang: str | None = None) -> str:
    """What a deal is about (``State.status()``: scores, trumps, piles), one row per item, in
    ``lang`` (``None``: the current language)."""
    with using(lang):
        return "".join(f"<div style='margin:2px 0'><b>{esc(label(lang, item.label))}</b>: "
                       f"{_status_value(item)}</div>" for item in items)


def _status_value(item) -> str:
    """A status value: one line per player or side where it has them (and what else it says)."""
    if not item.per_player:
        return esc(item.value)
    rest = tr(item.value)  # (in the language shown: what follows the per-player part is compared there)
    for sep in (", ", "; "):
        joined = sep.join(map(tr, item.per_player))
        if rest.startswith(joined):
            rest = rest[len(joined):].lstrip(";, ")
            break
    else:
        rest = ""
    lines = "".join(f"<div style='margin-left:10px'>{esc(x)}</div>" for x in item.per_player)
    return lines + (f"<div style='margin-left:10px'><small>{esc(rest)}</small></div>" if rest else "")
