"""Small pieces the widgets share."""

from __future__ import annotations

import html
import io


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


def scores_table(match) -> str:
    """The match table: one row per deal, one column per side."""
    head = "".join(f"<th style='padding:0 8px'>{esc(match.side_name(i))}</th>" for i in range(len(match.sides)))
    rows = []
    for k, (result, scores) in enumerate(zip(match.results, match.score_history), start=1):
        cells = "".join(f"<td style='text-align:right;padding:0 8px'>{s}</td>" for s in scores)
        rows.append(f"<tr><td>deal {k}</td>{cells}<td><small>{esc(result.reason)}</small></td></tr>")
    body = "".join(rows) or f"<tr><td colspan='{len(match.sides) + 2}'><i>no deal finished yet</i></td></tr>"
    return (f"<table style='border-collapse:collapse'><thead><tr><th></th>{head}<th></th></tr></thead>"
            f"<tbody>{body}</tbody></table>")
