"""The words of the games' options (``options.describe``: what each does, read from the Options
classes' docstrings) as the catalogues know them: each is listed here so that Babel extracts it and
the Russian catalogue translates it (``options.describe_words``). A test checks that every option
of every game in the catalogue has its text here: a new option's words need a line.

Each text is exactly what ``describe`` returns, its double-backquoted values kept (the rule card and
the Explorer drop the marks when they show it)."""

from __future__ import annotations

from .i18n import N_

__all__ = ["TEXTS"]

TEXTS = (
    N_("the double-n set the game uses (6: the 28 tiles)."),
    N_("tiles per player (``None``: the game's own table by number of players)."),
    N_("the match target (points for going out, classic style)."),
    N_("full rounds without a tile reaching the pit after which the deal is a fish."),
    N_("a player who leads a double (it goes straight to the pit) leads again."),
    N_("deals in a match (``None``: one per player)."),
    N_("who opens the next deal, its ``\"winner\"`` (seed 000) or the next player to the ``\"left\"``."),
    N_("the seed's variant — the next player calls \"lower\" or \"higher\" before the tile is turned; only "
       "that end is counted, and a double draws again."),
    N_("a set of an even number of tiles (the last trick is a pair)."),
    N_("games to win."),
    N_("the winner leads the next deal, or the lead passes ``\"left\"``."),
    N_("what a blank counts (7)."),
    N_("``\"seed\"`` (any trump in the reply takes) or ``\"higher\"`` (a led trump falls only to a higher "
       "trump)."),
    N_("the double-six set only (its count tiles make the 42)."),
    N_("match points (250)."),
    N_("the lowest bid (30)."),
    N_("``\"seed\"`` (7 per count tile) or ``\"published\"`` (5 and 10)."),
    N_("how a tile follows suit, by its ``\"high_end\"`` (seed) or by ``\"either_end\"`` (published Texas "
       "42)."),
    N_("match points (30)."),
    N_("tricks that score (4)."),
    N_("what the third gets when two players take 4 each (−2)."),
    N_("the 28th tile stays ``\"aside\"``, or the leader may ``\"buy\"`` it before the first trick and set "
       "a tile aside (seed 000, by agreement)."),
    N_("the match target (what it counts is the game's own)."),
    N_("tiles in a chest (4)."),
    N_("points for going out first (50)."),
    N_("deals in a match (7)."),
    N_("what a player who cannot play does — ``\"until_playable\"`` (draw until a tile fits), ``\"one\"`` "
       "(draw one, then play it or pass), ``\"none\"`` (pass at once)."),
    N_("how many boneyard tiles are never drawn (Kozel's \"last tile stays\")."),
    N_("match total."),
    N_("``\"closed\"`` (seed 003: a move that closes the chain — every tile of one number on the table, "
       "both ends showing it — makes a fish at once, boneyard or not; otherwise a fish is a deal nobody "
       "can move in) or ``\"stuck\"`` (only when nobody can play and nobody can draw)."),
    N_("``\"highest_double\"`` (6-6, else the highest double, else the heaviest tile) or ``\"any_double\"`` "
       "(003 \"Domino\": any double but 0-0)."),
    N_("what 0-0 left in hand counts."),
    N_("only when it is the last tile there."),
    N_("reaching it loses (101)."),
    N_("the smallest deal that opens a score (13; 0 = no threshold)."),
    N_("seed 000's wipe of a small score by the next win (None = off)."),
    N_("a lone 0-0 in hand (10)."),
    N_("deal again for that many doubles / tiles of one number in a hand."),
    N_("who writes in a fish."),
    N_("who leads a later deal, the ``\"winner\"`` (or the рыбак) or the seats ``\"in_turn\"`` (sports "
       "dominoes, seed 003)."),
    N_("a match of that many deals, a multiple of 4 (sports dominoes), the fewer points winning, "
       "instead of the race to ``target`` (None)."),
    N_("points that win the match (125)."),
    N_("the smallest first write (25)."),
    N_("four players play 2 v 2."),
    N_("a double on each end in one move."),
    N_("what a hand of only 0-0 / only 6-6 / only both counts (None: pips)."),
    N_("003's rule or 000's (see the class docstring)."),
    N_("the side that wipes the score keeps its own write (not the seeds' reading)."),
    N_("Kozel's redeal."),
    N_("the match total that wins (100, as in Classic dominoes)."),
    N_("whether a player may lay all his remaining tiles at once (True)."),
    N_("the most tiles a player may lay in one turn (3)."),
    N_("\"one\" (the seed's single draw)."),
    N_("the sum of the ends that plays again (6)."),
    N_("the sum that makes the next player take (7)."),
    N_("how many he takes (2)."),
    N_("a tile taken from another player is taken ``\"blind\"`` (the seed) or ``\"given\"``, chosen by the "
       "giver."),
    N_("nothing is dealt (0)."),
    N_("the points against a player that end the match (101)."),
    N_("tiles in hand (after drawing) that allow a blitz (3)."),
    N_("the match target."),
    N_("doubles may uncouple trains (the seed's rule; False = a plain chain)."),
    N_("one tile when stuck."),
    N_("the turn passes after that draw."),
    N_("how many tiles longer one half-chain may grow than the other (2)."),
    N_("whether a number stays locked until its double is laid (True)."),
    N_("\"none\" (no drawing)."),
    N_("the count that ends the match (101)."),
    N_("which finish makes the loser a General (\"both\" 0-0 and 6-6 at once, the seed's \"фактически\"; "
       "\"either\" of them; \"zero\")."),
    N_("how many lost deals end a team's match (2)."),
    N_("who leads and with what, \"kozel\" (003: as in Kozel) or \"double\" (000: always lead a double)."),
    N_("\"any\" (003: several doubles at once, each closed or not) or \"closing\" (000: several at once "
       "only when all close)."),
    N_("what 0-0 left in hand counts (its pips, 0). Classic's other options."),
    N_("the two arms that take even sums (the others take odd sums)."),
    N_("the match total (225)."),
    N_("a sum of the open ends that is a multiple of 5 scores itself."),
    N_("the tile that leads the first deal (3-2)."),
    N_("the seed's variant, several doubles in one turn, one on each arm."),
    N_("the match total (200)."),
    N_("5 points per five in the open-end sum."),
    N_("points for going out (10)."),
    N_("doubles other than the spinner may be laid lengthwise (the seeds)."),
    N_("``\"one\"`` (draw one when stuck), ``\"until_playable\"`` or ``\"none\"``."),
    N_("``None`` = 25 (2 players) / 20."),
    N_("a play scores ``per`` points per ``multiple`` in the open ends."),
    N_("``\"choice\"`` (crosswise or lengthwise), ``\"crosswise\"`` or ``\"lengthwise\"``."),
    N_("for going out."),
    N_("for the lowest hand when the deal is blocked."),
    N_("the deal stops when the boneyard is used up (seed 004; ``False``: play goes on until someone is "
       "out or nobody can move)."),
    N_("``None`` = 33 (2 players) / 22. Other knobs as Fives."),
    N_("``\"choice\"`` (the player lays a double crosswise or lengthwise), ``\"crosswise\"`` or "
       "``\"lengthwise\"``."),
    N_("``None`` = 33 (2 players) / 22."),
    N_("what a scoring play from the dealt hand scores (5)."),
    N_("what the first double laid from the dealt hand scores (8)."),
    N_("draws a player may make in one turn (5)."),
    N_("the fine per drawn tile that makes no scoring move (5)."),
    N_("what a drawn tile that scores pays (10)."),
    N_("only ``\"one\"`` — the seed's gamble is the draw rule (up to ``draw_limit`` draws a turn, by choice or "
       "when stuck)."),
    N_("boneyard tiles never drawn (2)."),
    N_("``None`` = 15 (2 players) / 10."),
    N_("the awards in play (2, 2, 3)."),
    N_("what the blocked deal pays (2)."),
    N_("the match target (100)."),
    N_("a player may draw even when he could play (True)."),
    N_("``\"fine\"`` (a forced pass costs ``pass_fine`` = 6) or ``\"matadors\"`` (no fine; "
       "``matador_points`` = 10 per matador laid)."),
    N_("what a forced pass costs under ``scoring=\"fine\"`` (6)."),
    N_("what a matador laid pays under ``scoring=\"matadors\"`` (10)."),
    N_("for a six left free (5)."),
    N_("reaching it loses the match (101)."),
    N_("the match total (101)."),
    N_("a tile across both lines cuts the sausage."),
    N_("a double may go into a joint inside a line."),
    N_("the leader leads the first double of his row (seed 003's \"sometimes\"), not its first tile."),
)
