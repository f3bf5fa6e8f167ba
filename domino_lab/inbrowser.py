"""What a lesson says in the browser (JupyterLite on Pyodide, ``site/build.py``) when it needs a
package the site cannot give it: matplotlib and pandas on the offline site, OpenSpiel anywhere in a
browser.

A lesson that needs one starts with a cell that imports it on Pyodide (so that the site with
internet loads it from Pyodide's packages before the cell runs) and, when that fails, calls
:func:`needs`: the cell shows one plain sentence instead of a traceback, and "run all" stops
there instead of failing cell after cell.

>>> import sys
>>> on_pyodide() == (sys.platform == "emscripten")
True
>>> try:
...     needs("matplotlib", "draws its figures")
... except LessonNeeds as stop:
...     print(str(stop)[:71])
This lesson draws its figures with matplotlib, which this site does not
"""

from __future__ import annotations

import sys

from .i18n import N_, _

WHERE = {
    "matplotlib": N_("which this site does not have offline: open it on the site with internet, or on a computer "
                     'with domino_lab installed (pip install "domino_lab[lab]")'),
    "pandas": N_("which this site does not have offline: open it on the site with internet, or on a computer "
                 'with domino_lab installed (pip install "domino_lab[lab]")'),
    "open_spiel": N_("which does not run in a browser: open it on a computer with domino_lab installed "
                     '(pip install "domino_lab[lab,rl]")'),
}
#: What the lessons need a package for (``needs``' ``why``), for the catalogue.
WHY = (N_("draws its figures"), N_("plays through OpenSpiel"), N_("reads its reviews as tables"))


def on_pyodide() -> bool:
    """Whether Python runs in the browser (Pyodide)."""
    return sys.platform == "emscripten"


class LessonNeeds(RuntimeError):
    """A lesson needs a package this browser site does not have. IPython shows only the message
    (``_render_traceback_``), and stops a "run all" at this cell."""

    def _render_traceback_(self) -> list[str]:
        return [str(self)]


def needs(package: str, why: str) -> None:
    """Stop the lesson here with one sentence: it ``why`` with ``package``, which the site lacks
    (in ``dl.language()``: the lessons in Russian switch to it first)."""
    raise LessonNeeds(_("This lesson {why} with {package}, {where}.", why=_(why), package=package,
                        where=_(WHERE[package])))
