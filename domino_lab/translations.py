"""The catalogues' tooling: Babel extracts the messages the package words through
``domino_lab.i18n`` and compiles the ``.po`` catalogues into the ``.mo`` files that ship.

Babel is needed only here (a dev and test dependency); at run time the standard library's
``gettext`` reads the ``.mo`` files::

    python -m domino_lab.translations extract   # update each .po from the source (new messages untranslated)
    python -m domino_lab.translations compile   # write each .mo from its .po
    python -m domino_lab.translations check     # exit 1 naming any message untranslated, fuzzy or not compiled
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

from .i18n import DOMAIN, LANGS, LOCALE_DIR

__all__ = ["KEYWORDS", "extract_template", "read_catalogue", "compiled", "problems", "main"]

#: How Babel finds the messages: the functions above and their arguments.
KEYWORDS = {"_": None, "N_": None, "msg": None, "ngettext": (1, 2), "nmsg": (1, 2), "pgettext": ((1, "c"), 2),
            "pmsg": ((1, "c"), 2)}


def _translated(message: Any) -> bool:
    string = message.string
    return bool(string) and (isinstance(string, str) or all(string))


def _po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract_template() -> Any:
    """A fresh Babel catalogue of every message in the package's source."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    template = Catalog(project="domino_lab", fuzzy=False)
    root = Path(__file__).parent
    method_map = [("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
            str(root), method_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        template.add(message, None, [(f"domino_lab/{filename}", lineno)], auto_comments=comments, context=context)
    return template


def read_catalogue(lang: str) -> Any:
    from babel.messages.pofile import read_po

    with open(_po_path(lang), "rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def compiled(catalogue: Any) -> bytes:
    """The ``.mo`` bytes of a catalogue (what ``compile`` writes)."""
    from babel.messages.mofile import write_mo

    buf = io.BytesIO()
    write_mo(buf, catalogue, use_fuzzy=False)
    return buf.getvalue()


def problems(lang: str) -> list[str]:
    """What is wrong with ``lang``'s catalogue: messages of the source it lacks, leaves
    untranslated or marks fuzzy, and a ``.mo`` older than the ``.po``. Empty when all is well."""
    catalogue = read_catalogue(lang)
    out = []
    for message in extract_template():
        if not message.id:
            continue
        found = catalogue.get(message.id, message.context)
        where = ", ".join(f"{f}:{n}" for f, n in message.locations[:2])
        if found is None:
            out.append(f"missing: {message.id!r} ({where})")
        elif found.fuzzy:
            out.append(f"fuzzy: {message.id!r} ({where})")
        elif not _translated(found):
            out.append(f"untranslated: {message.id!r} ({where})")
    mo = _po_path(lang).with_suffix(".mo")
    if not mo.exists() or mo.read_bytes() != compiled(catalogue):
        out.append(f"{mo.name} is not compiled from the current {_po_path(lang).name}: "
                   "run `python -m domino_lab.translations compile`")
    return out


def _extract() -> None:
    from babel.messages.pofile import write_po

    template = extract_template()
    for lang in LANGS[1:]:
        path = _po_path(lang)
        if path.exists():
            catalogue = read_catalogue(lang)
            catalogue.update(template, no_fuzzy_matching=True)
            catalogue.obsolete.clear()
        else:
            from babel.messages.catalog import Catalog

            catalogue = Catalog(locale=lang, domain=DOMAIN, project="domino_lab")
            catalogue.update(template, no_fuzzy_matching=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "wb") as f:
            write_po(f, catalogue, width=100, omit_header=False, sort_output=False, include_previous=False)
        untranslated = sum(1 for m in catalogue if m.id and not _translated(m))
        print(f"{path}: {len(catalogue)} messages, {untranslated} untranslated")


def _compile() -> None:
    for lang in LANGS[1:]:
        data = compiled(read_catalogue(lang))
        _po_path(lang).with_suffix(".mo").write_bytes(data)
        print(f"{_po_path(lang).with_suffix('.mo')}: {len(data)} bytes")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command = args[0] if args else ""
    if command == "extract":
        _extract()
    elif command == "compile":
        _compile()
    elif command == "check":
        found = [p for lang in LANGS[1:] for p in problems(lang)]
        print("\n".join(found) or "every message is translated and compiled")
        return 1 if found else 0
    else:
        print("usage: python -m domino_lab.translations extract|compile|check")
        return 2
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
