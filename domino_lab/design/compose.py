"""``dl.design``: a new game composed from the parts of the catalogue's games.

``design(base, name=None, options=None, **parts)`` takes the game ``base`` and, for each kind
named (``layout="muggins"``), the hooks, state mechanics and options of that kind from the game
named. The new game class derives from the base and from every donor on the base's engine, and
each hook of every kind is pinned to the function of the game that provides that kind, so the rules
are the games' own code; a part of another engine (``parts.PORTABLE``: teams, a match scoring, a
laying or discard deal scoring) brings its hooks and the options they read, not its class. What
cannot work together is refused at once with a ``SetupError`` naming the conflict and what would
resolve it: checked rules first (``_crossing``, ``_conflicts``), then a short trial (a few seeded
deals at every number of players, and a match where a part crosses engines or the base is not a
laying game), so a design that is accepted has played.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from ..errors import SetupError
from ..games.base import Game
from ..games.chain.base import ChainGame
from ..games.counting.base import NO_COUNT, CountingState
from ..games.counting.line_scoring import EQUAL_PIPS
from ..games.registry import GameInfo, game_class, resolve
from ..i18n import _, using
from .clashes import rests_on, rests_on_class, state_clashes, trial_clashes, written_for
from .made import Made, MadeBase, remember
from .parts import KINDS, PORTABLE, _lookup, _state_core, covered, engine_of, part_of, rules, signature
from .reach import check_reach
from .reads import _layout_reads, _reads
from .words import _TITLES_RU, _engine, _kind_word, _name, _shown, describe
from .words import ident as _ident

__all__ = ["design", "Designed"]


class Designed(metaclass=Made):  # (a design's class pickles by how it is made: ``made``)
    """What every designed game has beyond its parts: its ``spec`` and its description. (Its
    attributes change no rule: see ``games.overrides``.)"""

    design_spec: dict[str, Any] = {}

    def spec(self) -> dict[str, Any]:
        """A small JSON-able description: ``dl.design(**game.spec())`` rebuilds the same game."""
        spec = dict(type(self).design_spec)
        options = _changed_options(self)
        if options:
            spec["options"] = options
        spec["about"] = describe(spec)  # in words (derived: design() reads no more of it)
        return spec

    def describe(self) -> str:
        """How the design differs from its base, in words: "Kozel, but on Muggins' cross, …" (and
        the options it changes)."""
        return describe({**type(self).design_spec, "options": _changed_options(self)})

    def __repr__(self) -> str:  # (what rebuilds it: the catalogue's dl.game does not know a design's id)
        spec = {k: v for k, v in self.spec().items() if k != "about"}
        return "dl.design(" + ", ".join([repr(spec.pop("base"))] + [f"{k}={v!r}" for k, v in spec.items()]) + ")"

    def __reduce__(self):  # pickled by its spec (a process pool rebuilds the class)
        return (_rebuild, (self.spec(),))


def _rebuild(spec: dict[str, Any]) -> Game:
    return design(**spec)


def _changed_options(game: Any) -> dict[str, Any]:
    defaults = type(game).Options()
    out = {}
    for f in dataclasses.fields(game.options):
        value = getattr(game.options, f.name)
        if value != getattr(defaults, f.name):
            out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def _donor(kind: str, value: Any, base_id: str) -> str:
    if kind not in KINDS:  # (a mistyped key of a spec, "option=" for "options=", was told of the kinds alone)
        import difflib

        close = difflib.get_close_matches(kind, [*KINDS, "base", "name", "options", "about"], n=1, cutoff=0.6)
        hint = _("; did you mean {ids}?", ids=close[0]) if close else ""
        raise SetupError(_("there is no kind of part {kind!r}{hint} the kinds are: {kinds}; a design also takes base, "
                           "name, options and about", kind=kind, hint=hint or ";", kinds=", ".join(KINDS)))
    try:
        gid = resolve(value)
    except SetupError as exc:
        raise SetupError(_("{kind}={value!r}: a part is named by the game that has it ({error})", kind=kind,
                           value=value, error=exc)) from None
    part_of(gid, kind)  # (a game whose engine has no such part is refused, naming the parts it has)
    _crossing(kind, gid, base_id)
    return str(gid)  # (a plain str: the spec's, whatever subclass of str named the game)


def _engine_games(engine: str, kind: str) -> str:
    return ", ".join(g for g in covered() if engine_of(game_class(g)) == engine and rules(game_class(g), kind))


def _crossing(kind: str, donor: str, base_id: str) -> None:
    """A part of another engine goes only where that engine and the base's ask it the same
    questions (``PORTABLE``); anything else is refused, naming both engines and the remedy."""
    mine, theirs = engine_of(game_class(base_id)), engine_of(game_class(donor))
    if mine == theirs:
        if rules(game_class(base_id), kind) is None:
            raise SetupError(_("{kind}={donor}: a {engine} game like {base} has no separate {part} (its turn plays "
                               "it); take another kind of part, or design on a laying base", kind=kind, donor=donor,
                               engine=_engine(mine), base=base_id, part=_kind_word(kind)))
        return
    if mine in PORTABLE.get(kind, ()) and theirs in PORTABLE.get(kind, ()):
        rests_on_class(kind, donor, base_id)
        return
    what = {"layout": _("its table and turn are its engine's own moves"),
            "deal": _("its deal is dealt by its engine's own rules"),
            "lead": _("its lead is laid by its engine's own rules"),
            "end": _("its deal ends by its engine's own rules"),
            "deal_scoring": _("it scores its engine's own deal (tricks, collections or a table)"),
            }.get(kind) or _("its engine plays it in its own way")
    here = _engine_games(mine, kind)
    remedy = (_("take the {part} from a {engine} game ({games}), or ", part=_kind_word(kind), engine=_engine(mine),
                games=here) if here else _("take another kind of part, or "))
    raise SetupError(_("{base} is a {engine} game and {donor}'s {part} belongs to a {their_engine} game ({what}): they "
                       "cannot go together; {remedy}design on a {their_engine} base: dl.design({donor!r}, ...)",
                       base=_name(base_id), engine=_engine(mine), donor=donor, part=_kind_word(kind),
                       their_engine=_engine(theirs), what=what, remedy=remedy))


def design(base: str | None = None, name: str | None = None, options: dict[str, Any] | None = None,
           about: str | None = None, **parts: Any) -> Game:
    """A new game: ``base`` with the parts named by ``parts`` (kind=game id) taken from other games.
    ``options`` sets its rule options; ``about`` is the words a spec carries (``describe``), not read
    but a string or None (``about=5`` is a spec gone wrong, refused by name, not passed over).

    >>> import domino_lab as dl
    >>> g = dl.design("kozel", layout="muggins", deal_scoring="muggins")
    >>> g.describe()
    "Kozel, but with Muggins' deal scoring, on Muggins' cross"
    """
    if base is None:  # (a spec that lost its "base": Python's raw "missing 1 required positional argument")
        raise SetupError(_("a design needs its base game, the game it changes: dl.design(\"kozel\", "
                           "layout=\"muggins\"); a spec names it under \"base\""))
    base_id = str(resolve(base))  # (a str's subclass, np.str_, kept as it came: the cached class's spec said np.str_)
    donors = {kind: _donor(kind, value, base_id) for kind, value in parts.items()}
    # a part that is the base's own is no change
    base_cls = game_class(base_id)
    donors = {k: g for k, g in donors.items() if signature(game_class(g), k) != signature(base_cls, k)}
    if name is not None and not isinstance(name, str):
        raise SetupError(_("name is the design's name, a string, not {name!r}", name=name))
    if name is not None and not name.strip():  # (a blank title; "" was read by its truth, as no name)
        raise SetupError(_("name is the design's name: it cannot be blank ({name!r}); leave it out (None) for the "
                           "name made of the parts", name=name))
    if about is not None and not isinstance(about, str):
        raise SetupError(_("about is the words a spec carries about its design, a string (not read), not {about!r}",
                           about=about))
    if options is not None and (not isinstance(options, dict) or not all(isinstance(k, str) for k in options)):
        raise SetupError(_("options are the design's rule options, a dict such as {{\"opening\": 0}}, not {options!r}",
                           options=options))
    cls = _composed(base_id, tuple(sorted(donors.items())), None if name is None else str(name))
    made: Game = cls(**(options or {}))
    if donors:  # (any part may leave the deals writing nothing a match counts: Blitz on Sausage's rows)
        check_reach(made)
        _ends(made, ", ".join(sorted(donors)))
    return made


@functools.cache
def _ends(game: Game, kinds: str) -> None:
    """Every design plays a match between Random bots at its fewest, usual and most players, with
    its options (a few milliseconds a design): a match that does not end is refused. Any kind of
    part can cause it, not only those a match reads (``MATCHED``): on Sausage's rows every tile is
    laid, so Blitz's deals, which score the pips left in hand, write 0 to 0 for ever; off its own
    line Milky Way's deals seldom score. The refusal names a remedy (it may be an option: a goat
    match's opening). A design is not refused where its base's own match between Random bots does
    not end either at that number of players (Threes for Luck's, whose Random bots write more
    against themselves than for: the design is no worse than its base)."""
    lo, hi = game.info.players
    for players in sorted({lo, game.default_players, hi}):
        try:
            _match_ends(game, players, game.info.name, kinds)
        except _NoEnd as exc:
            if _base_ends(game.design_spec["base"], players):  # type: ignore[attr-defined]
                raise SetupError(str(exc)) from None
        except SetupError:
            continue  # (a number of players the deal refuses: the trial deals at the others)
        except Exception as exc:  # the match's hooks do not fit the deals (any error: refused, never raw)
            error = f"{type(exc).__name__}: {str(exc)[:160]}"
            raise SetupError(_("{title}: these parts do not work together — a trial match ({players} players) "
                               "failed: {error}; take the {kinds} from fewer different games, or from the same game",
                               title=_shown(game.info.name), players=players, error=error, kinds=kinds)) from None


def _names_a_game(gid: str) -> str | None:
    """The catalogue game that ``gid`` names (its id, a name or an alias), or None."""
    try:
        return resolve(gid)
    except SetupError:
        return None


@functools.cache
def _base_ends(base_id: str, players: int) -> bool:
    """Whether the catalogue game ``base_id``'s own match between Random bots ends (``_match_ends``)."""
    base = game_class(base_id)()
    lo, hi = base.info.players
    if not lo <= players <= hi:
        return True
    try:
        _match_ends(base, players, base.info.name, "")
    except _NoEnd:
        return False
    return True


@functools.cache
def _composed(base_id: str, donors: tuple[tuple[str, str], ...], name: str | None) -> type:
    base = game_class(base_id)
    engine = engine_of(base)
    spec: dict[str, Any] = {"base": base_id}
    if name is not None:
        spec["name"] = name
    spec.update(donors)
    provider = {kind: game_class(dict(donors).get(kind, base_id)) for kind in KINDS}
    # (the base rebuilt from its own parts keeps the base's id: its positions read as the catalogue game's)
    gid = _ident(name) if name else base_id + ("_" + "_".join(f"{k}_{g}" for k, g in donors) if donors else "")
    if name and _names_a_game(gid) not in (None, base_id if not donors else None):
        # (a position names its game by this id, and ``State.from_text`` without a game reads it as the
        # catalogue's: a design named "Muggins" or "goat" would be read back as Muggins or Kozel)
        gid = "design_" + gid
    with using("en"):
        title = name or describe(spec)
        summary = describe(spec)
    with using("ru"):
        title_ru = name or describe(spec)
    _TITLES_RU[title] = title_ru
    info = base.info
    lo = max(provider[k].info.players[0] for k in ("deal", "teams", "layout"))
    hi = min(provider[k].info.players[1] for k in ("deal", "teams", "layout"))
    if lo > hi:
        raise SetupError(_("{title}: no number of players suits every part (the deal, the teams and the layout take "
                           "{lo} to {hi}); take the deal and the teams from the layout's game",
                           title=_shown(title), lo=lo, hi=hi))
    new_info = GameInfo(gid, title, title_ru, info.family, info.subtype, info.form, (lo, hi), info.seed,
                        summary=summary, layout=provider["layout"].info.layout)
    if not donors:  # the base itself: nothing but its name and spec (its fast path still takes it), and its module,
        # where its rule card's clauses and Forty-Two's HAND_TOTAL are found (a design pickles by ``made``, not module)
        cls = type(base.__name__ + "Design", (Designed, base), {"info": new_info, "design_spec": spec,
                                                                 "__module__": base.__module__})
        return remember(cls, _composed, base_id, donors, spec.get("name"))
    _conflicts(provider, base_id, dict(donors))
    crossing = {k for k, g in donors if engine_of(game_class(g)) != engine}
    classes = _minimal([base] + [game_class(g) for k, g in donors if k not in crossing])
    ns: dict[str, Any] = {"info": new_info, "design_spec": spec, "__module__": __name__,
                          "Options": _options(base, provider, title, crossing)}
    root = _root(engine)
    donor_only = set()
    for klass in classes[1:]:
        for k in klass.__mro__:
            if k in root.__mro__ or k is Designed:
                break
            donor_only |= set(vars(k))
    hooks = {h for kind in KINDS for r in [rules(provider[kind], kind)] if r for h in r.hooks}
    for attr in donor_only - hooks - {"info", "Options", "StateClass", "__doc__", "__module__", "__qualname__",
                                      "__dict__", "__weakref__", "__annotations__"}:
        own = _lookup(base, attr)
        if own is not None:
            ns[attr] = own  # the base's own, where a donor's class would shadow it
    for kind in KINDS:
        r = rules(provider[kind], kind)
        if r is None:
            continue
        for hook in r.hooks:
            value = _lookup(provider[kind], hook)
            if value is None and engine == "laying":
                # (a state that counts in play, under a deal scoring that does not: it counts nothing;
                # a matching of equal pips under a line of sevens: nothing is wild)
                value = NO_COUNT.get(hook) or EQUAL_PIPS.get(hook) or _lookup(ChainGame, hook)
            if value is not None:
                ns[hook] = value
    if "deal_scoring" in crossing and engine == "laying":  # a finished deal's own fields go with the deal scoring
        from .parts import FINISHED  # that reads them: a discard game's has none (Sea Goat's read its own result)

        for hook in FINISHED:
            ns[hook] = _lookup(ChainGame, hook)
    if "match_scoring" in crossing and engine != "laying":
        # the next deal's leader stays the base engine's rule (a trick game's winner leads; Kozel's match
        # would name the player who went out, or the рыбак, whom a trick deal has not)
        ns["match_update"] = _then_lead(_lookup(provider["match_scoring"], "match_update"),
                                        _lookup(base, "next_context"))
        ns["next_context"] = _lookup(base, "next_context")
    ns["StateClass"] = _state(base, provider, title) if engine == "laying" else _turn_state(provider, title)
    name = _ident(title).title().replace("_", "") + "Design"
    try:
        cls = type(name, (Designed, *classes), ns)
        mine = {h for kind in KINDS if provider[kind] is base for r in [rules(base, kind)] if r for h in r.hooks}
        mine |= {a for a in ns if a in donor_only}  # (and the base's own, pinned: Blitz's deal, on to Sausage's)
        kept = _supers_kept(base, cls, root, mine)
        if kept:  # the base's own rules call on, past its classes, into a donor's: hold them at the base's
            cls = type(name, (Designed, *classes[:1], Made(name + "Base", (root,), kept), *classes[1:]), ns)
    except TypeError as exc:
        raise SetupError(_("{title}: the games' classes cannot be combined ({error}); take fewer parts from different "
                           "games", title=_shown(title), error=exc)) from None
    if _supers_kept(base, cls, root, mine):
        raise SetupError(_("{title}: the games' classes cannot be combined without changing the base's own rules "
                           "(a rule of {base} that calls on to the family's would reach another game's); take fewer "
                           "parts from different games", title=_shown(title), base=base_id))
    try:
        cls()
    except SetupError as exc:
        raise SetupError(_("{title}: the parts' options clash ({error}); take the {kinds} from another game",
                           title=_shown(title), error=exc, kinds=", ".join(k for k, _g in donors))) from None
    _layout_reads(cls, provider, dict(donors), title, crossing)
    matched = engine != "laying" or bool(crossing) or bool(MATCHED & dict(donors).keys())
    _trial(cls, title, dict(donors), check_match=matched)
    return remember(cls, _composed, base_id, donors, spec.get("name"))


def _supers_kept(base: type, cls: type, root: type, hooks: set[str]) -> dict[str, Any]:
    """What a design must hold at its base's own to keep the base's rules: each of ``hooks`` (the
    hooks of the kinds the base provides) that one of the base's classes (below the engine's
    ``root``) writes calling on with ``super()``, and that runs in the design (the design resolves
    it to one of the base's classes), must reach, past them, what it reaches in the base (Donkey's
    lead calls on to the family's lead: with General's teams, General's class would stand between
    them and Donkey would lead General's 1-1). Returns, by name, the function the base reaches
    (empty: nothing to hold). A method that is no kind's hook (a deal's ``_deal``) is left as the
    classes resolve it: a layout's state may need its own game's."""
    own = base.__mro__[:base.__mro__.index(root)] if root in base.__mro__ else ()
    held: dict[str, Any] = {}
    for name in {n for k in own for n, f in vars(k).items()
                 if n in hooks and "__class__" in getattr(f, "__code__", _NO).co_freevars}:
        top = next((vars(k)[name] for k in cls.__mro__ if name in vars(k)), None)
        if not any(vars(k).get(name) is top for k in own):
            continue  # (the design runs another game's rule for it: the base's chain is not run)
        for k in own:
            f = vars(k).get(name)
            if f is None or "__class__" not in getattr(f, "__code__", _NO).co_freevars or k not in cls.__mro__:
                continue
            wanted, got = _after(base.__mro__, k, name), _after(cls.__mro__, k, name)
            if wanted is not got and wanted is not None:
                held[name] = wanted
    return held


_NO = (lambda: None).__code__


def _after(mro: tuple[type, ...], klass: type, name: str) -> Any:
    """What ``super()`` in ``klass`` finds for ``name`` along ``mro``."""
    for k in mro[mro.index(klass) + 1:]:
        if name in vars(k):
            return vars(k)[name]
    return None


def _then_lead(update: Any, next_context: Any) -> Any:
    """A match scoring of another engine, with the base's rule for who leads the next deal."""
    def match_update(self: Any, match: Any, result: Any) -> None:
        before = match.context
        update(self, match, result)
        match.context = before  # (the base's rule reads the context the deal was dealt in)
        match.context = next_context(self, match, result)

    match_update.__doc__ = update.__doc__
    return match_update


def _root(engine: str) -> type:
    """The class every game of ``engine`` derives from: a donor's attributes below it are its own."""
    from ..games.collecting.base import CollectingGame
    from ..games.discard.base import DiscardRules
    from ..games.tricks.base import TrickGame

    return {"laying": ChainGame, "discard": DiscardRules, "collecting": CollectingGame, "trick": TrickGame}[engine]


def _turn_state(provider: dict[str, type], title: str) -> type:
    """A discard, collecting or trick design's state class: its layout's game's state (the turn),
    with each kind's state hooks (a trick game's end and deal scoring) pinned from its own game."""
    state: type = provider["layout"].StateClass  # type: ignore[attr-defined]
    ns: dict[str, Any] = {"__module__": __name__}
    for kind in KINDS:
        r = rules(provider[kind], kind)
        if r is None or kind == "layout":
            continue
        for hook in r.state_hooks:
            value = _lookup(provider[kind].StateClass, hook)  # type: ignore[attr-defined]
            if value is not None and value is not _lookup(state, hook):
                ns[hook] = value
    if len(ns) == 1:
        return state
    return Made(_ident(title).title().replace("_", "") + "State", (state,), ns)


def _minimal(classes: list[type]) -> list[type]:
    """``classes`` without repeats and without any that is an ancestor of another, in order."""
    out: list[type] = []
    for c in classes:
        if c in out or any(issubclass(o, c) for o in classes if o is not c):
            continue
        out.append(c)
    return out


def _options(base: type, provider: dict[str, type], title: str, crossing: set[str] = frozenset()) -> type:  # type: ignore[assignment]
    """The design's options: the base's, every donor's own knobs besides, and each kind's knobs
    with the defaults of the game that provides that kind. A part of another engine (``crossing``)
    brings only its kind's knobs and the options its hooks read."""
    from .parts import taken_field  # (here: the import line above is full)

    fields: dict[str, dataclasses.Field] = {}
    source: dict[str, type] = {}  # the Options class each field is taken from
    owner = {o: kind for kind in KINDS for r in [rules(base, kind)] if r for o in r.options}
    near = [p for k, p in provider.items() if k not in crossing]
    for cls in [base] + [p for p in near if p is not base]:
        for f in dataclasses.fields(cls.Options):  # type: ignore[attr-defined]
            kind = owner.get(f.name)
            if kind is not None and provider[kind] is not cls:
                if f.name in fields or f.name in {g.name for g in dataclasses.fields(provider[kind].Options)}:  # type: ignore[attr-defined]
                    continue
            if f.name in fields and (kind is None or provider[kind] is not cls):
                continue
            fields[f.name], source[f.name] = f, cls.Options  # type: ignore[attr-defined]
    for kind in sorted(crossing):
        donor = provider[kind]
        r = rules(donor, kind)
        assert r is not None  # (a crossing part is one its engine has)
        wanted = set(r.options) | {n for hook in r.hooks for n in _reads(_lookup(donor, hook))}
        for f in dataclasses.fields(donor.Options):  # type: ignore[attr-defined]
            if f.name in wanted:
                fields[f.name], source[f.name] = f, donor.Options  # type: ignore[attr-defined]
    made = [(n, f.type, taken_field(f, source[n])) for n, f in fields.items()]
    bases = (*_minimal([base.Options] + [p.Options for p in near]), MadeBase)  # type: ignore[attr-defined]
    try:
        return dataclasses.make_dataclass(_ident(title).title().replace("_", "") + "Options", made, bases=bases,
                                          namespace={"__module__": __name__}, frozen=True)
    except TypeError as exc:
        raise SetupError(_("{title}: the games' options cannot be combined ({error})", title=_shown(title),
                           error=exc)) from None


def _state(base: type, provider: dict[str, type], title: str) -> type:
    """The design's state class: the layout's game's state (its table mechanics), the counting
    state where the deal scoring counts in play, and the base's; the layout's state hooks pinned."""
    candidates = [provider["layout"].StateClass, _state_core(provider["deal_scoring"], "deal_scoring"),  # type: ignore[attr-defined]
                  base.StateClass]  # type: ignore[attr-defined]
    classes = _minimal(candidates)
    if len(classes) == 1:
        return classes[0]
    ns: dict[str, Any] = {"__module__": __name__}
    for hook in KINDS["layout"].state_hooks:
        value = _lookup(provider["layout"].StateClass, hook)  # type: ignore[attr-defined]
        if value is not None:
            ns[hook] = value
    try:
        return Made(_ident(title).title().replace("_", "") + "State", tuple(classes), ns)
    except TypeError as exc:
        names = " and ".join(c.__name__ for c in classes)
        raise SetupError(_("{title}: the layout's deal and the base's deal keep different states ({names}: {error}); "
                           "take the layout and the deal scoring from the same game", title=_shown(title),
                           names=names, error=exc)) from None


def _conflicts(provider: dict[str, type], base_id: str, donors: dict[str, str]) -> None:
    """The rules of combination known beforehand, each refused with its remedy."""
    from ..games.counting.line_scoring import LineScoringGame, LineScoringState

    layout, matching, scoring = provider["layout"], provider["matching"], provider["deal_scoring"]
    title = describe({"base": base_id, **donors})  # (only said in a refusal: in the current language)
    written_for(provider, _shown(title))
    if engine_of(game_class(base_id)) != "laying":
        if "deal_scoring" in donors and _state_core(scoring, "deal_scoring") is CountingState:
            raise SetupError(_("{title}: {scoring}'s deal scoring counts the open ends of a laying table as tiles are "
                               "played, and {base} lays no such table; take the deal scoring from a game that scores "
                               "only the finished deal (classic, kozel, biryuk, …)", title=title,
                               scoring=scoring.info.id, base=base_id))  # type: ignore[attr-defined]
        rests_on(provider, base_id, _shown(title))
        return
    rests_on(provider, base_id, _shown(title))
    state_clashes(game_class(base_id), provider, _shown(title))
    sum_to_seven = _lookup(matching, "fits") is not ChainGame.fits
    line_state = issubclass(layout.StateClass, LineScoringState)  # type: ignore[attr-defined]
    if sum_to_seven and not issubclass(layout, LineScoringGame):
        raise SetupError(_("{title}: {matching}'s matching (a sum of seven) places tiles by the line-scoring games' "
                           "own rules (placements, joins), which {layout}'s layout has not; take the layout from a "
                           "line-scoring game (bergen, fives, threes, matador, french) or keep equal pips",
                           title=_shown(title), matching=matching.info.id, layout=layout.info.id))  # type: ignore[attr-defined]
    if line_state and not issubclass(matching, LineScoringGame) and "matching" in donors:
        raise SetupError(_("{title}: {layout}'s line places tiles by its own matching; take the matching from a "
                           "line-scoring game too", title=_shown(title),
                           layout=layout.info.id))  # type: ignore[attr-defined]
    if issubclass(scoring, LineScoringGame) and not line_state and "deal_scoring" in donors:
        raise SetupError(_("{title}: {scoring}'s deal scoring reads the line-scoring state (its draws, its blocked "
                           "table); take the layout from a line-scoring game (bergen, fives, threes, matador, french)",
                           title=_shown(title), scoring=scoring.info.id))


def _trial(cls: type, title: str, donors: dict[str, str], check_match: bool = False) -> None:
    """Play seeded deals at every number of players under the conformance check (tile
    conservation, illegal moves rejected cleanly, clones, observations); a failure is the parts'
    conflict, refused now rather than in a learner's deal. ``check_match``: also play the first
    deals check that each deal writes one score per side (``design`` then plays a match: ``_ends``)."""
    from ..testing import check_game

    game = cls()
    lo, hi = cls.info.players  # type: ignore[attr-defined]
    played = 0
    kinds = ", ".join(sorted(donors))

    def per_side(state: Any) -> None:
        result = state.result()
        if len(result.points) != len(result.sides):
            raise _Sides(len(result.points), len(result.sides))
        state.returns()  # (what a match, the solver and the bots read of the deal)

    for players in range(lo, hi + 1):
        try:
            teams = any(len(side) > 1 for side in game.sides(players))
            # (a deal scoring written for one player a side fails only in some deals of a team game: more of them)
            check_game(game, players, n=10 if teams and "teams" in donors else 4, seed=players, every=3,
                       on_deal=per_side if check_match else None)
            played += 1
        except SetupError as exc:
            if players < hi or played:
                continue  # this number of players is refused by the deal; another may play
            raise SetupError(_("{title}: these parts cannot deal a game at any number of players ({error}); take the "
                               "{kinds} from the base's own game, or the deal from the layout's",
                               title=_shown(title), error=exc, kinds=kinds)) from None
        except _Sides as exc:
            scoring, teams_of = donors.get("deal_scoring"), donors.get("teams")
            tail = (_(" or keep {game}'s own teams", game=scoring) if scoring else "") + (
                _(", or the teams from another game than {game}", game=teams_of) if teams_of else "")
            if exc.points == players:
                raise SetupError(_("{title}: at {players} players the deal scoring writes {points} scores, one for "
                                   "each player, but the teams make {sides} sides; take the deal scoring from a game "
                                   "played in teams (kozel, forty_two, …){tail}", title=_shown(title), players=players,
                                   points=exc.points, sides=exc.sides, tail=tail)) from None
            raise SetupError(_("{title}: at {players} players the deal scoring writes {points} scores, but the teams "
                               "make {sides} sides (a match adds up one score a side); take the deal scoring from a "
                               "game with these teams{tail}", title=_shown(title), players=players,
                               points=exc.points, sides=exc.sides, tail=tail)) from None
        except Exception as exc:  # the parts' hooks do not fit together (any error: refused, never raw)
            trial_clashes(cls, title)  # (the causes found for a trial's failure, named)
            error = f"{type(exc).__name__}: {str(exc)[:160]}"
            raise SetupError(_("{title}: these parts do not work together — a trial deal ({players} players) failed: "
                               "{error}; take the {kinds} from fewer different games, or from the same game",
                               title=_shown(title), players=players, error=error, kinds=kinds)) from None


#: The kinds a match reads or writes (a deal's leader and hands come from the last deal's result):
#: a design taking any of them from another game checks that each deal writes one score per side
#: (``_trial``), even on one engine: Kozel's teams make two sides of four players, whom Classic's
#: deal scoring scores one by one.
MATCHED = frozenset({"teams", "deal_scoring", "match_scoring", "lead", "deal"})

#: The deals a trial match may take: a match of the catalogue between Random bots ends in far fewer.
MATCH_DEALS = 150


def _match_ends(game: Any, players: int, title: str, kinds: str) -> None:
    """A match of the design must end within ``MATCH_DEALS`` deals: one between Random bots, or
    else three between Greedy ones, on three seeds (a goat match opening at 13 never opens on a
    trick game whose deals write 9 at most). Greedy bots stand for players who try to score:
    Telephone's fives on Seven's line are seldom made by chance (5 to 0 after 150 deals) and a
    Greedy match ends in about 50. Three, because a design can sink on most seeds and end on one:
    Threes for Luck on Matador's sum of seven, whose stuck draws cost 5 each."""
    from ..bots import Greedy, Random
    from ..match import Match

    game.match_goal(players)
    trials: list[tuple[int, list[Any]]] = [(players, [Random(players + k) for k in range(players)])]
    trials += [(players + s, [Greedy() for _k in range(players)]) for s in range(3)]
    for k, (seed, bots) in enumerate(trials):
        match = Match(game, players, seed)
        while not match.over and len(match.results) < MATCH_DEALS:
            match.play_deal(bots)
            game.match_status(match)
        if match.over and k == 0:
            return  # (Random bots ended it)
        if not match.over and k > 0:
            break  # (a Greedy match that does not end)
    else:
        return  # (every Greedy match ended)
    scores = ", ".join(map(str, match.scores))
    raise _NoEnd(_("{title}: at {players} players a match between Random bots, or Greedy ones, has not ended after "
                   "{deals} deals (Greedy: {scores}): the deals do not write what the match scoring waits for; take "
                   "the {kinds} from another game, or change the design's options (the match's target or opening, "
                   "a fine its deals write)", title=_shown(title), players=players, deals=MATCH_DEALS, scores=scores,
                   kinds=", ".join(_kind_word(k) for k in kinds.split(", ") if k)))


class _NoEnd(Exception):
    pass


class _Sides(Exception):
    def __init__(self, points: int, sides: int) -> None:
        super().__init__(points, sides)
        self.points, self.sides = points, sides
