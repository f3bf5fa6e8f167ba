"""The pure collecting games' rule cards (``dl.rules``): each rule beside seed 000's words for it.

Written once here, rendered by ``domino_lab.rulecard``; a quote is the seed's text verbatim."""

from ...rulecard import ours, rule

CARDS = {
    "spark": (
        rule("aim", "000", "Выигрывает набравший самое большое количество камней.", "Collect the most tiles."),
        rule("deal", "000", "Все кости лежат втёмную в виде базара.",
             "Nothing is dealt: every tile lies face down as the boneyard."),
        rule("turn", "000", "Игрок вытягивает любую кость наугад, объявляет ее предполагаемое значение (например, "
             "пять-два!) и переворачивает. Если не угадал, кость всё равно оставляет себе, а ход переходит дальше "
             "по кругу.",
             "Draw a tile, call its value (\"five-two!\") and turn it over; you keep it whatever it shows. A "
             "wrong call passes the turn."),
        rule("turn", "000", "Если игрок угадывает один из концов, он ходит повторно. А если угадал оба конца, берет "
             "с базара дополнительный камень (без объявления значений, просто в качестве приза) и также ходит "
             "повторно.",
             "Guess one end: go again. Guess both: take a prize tile without a call, and go again."),
        rule("end", "000", "Игра до разбора базара.", "The deal ends when the boneyard is used up."),
        ours("scoring", "One deal per player; tiles collected are added up, the most wins the match.",
             "По кону на каждого игрока; набранные камни складываются, больше всех — победа."),
    ),
    "sharing": (
        rule("aim", "000", "Выигрывает набравший в сумме наибольшее количество очков.",
             "Collect the highest pip total."),
        rule("deal", "000", "Все кости лежат втёмную в виде базара.",
             "Nothing is dealt: every tile lies face down as the boneyard."),
        rule("turn", "000", "Игрок берет наугад количество камней, на единицу меньше числа игроков. Он смотрит их, "
             "один может оставить себе, остальные раздать по кругу. Но, если считает нужным - отдает всё и ходит "
             "еще раз. В противном случае ход переходит к игроку, оставшемуся без кости.",
             "Draw one tile fewer than there are players. Keep one and hand the rest round, and the player "
             "left without a tile moves next; or give them all away and go again."),
        rule("end", "000", "Игра продолжается до разбора базара, или полного, или до остатка, с которым уже нельзя "
             "сделать ход.", "The deal ends when the boneyard is used up or too few tiles are left for a turn."),
        ours("scoring", "One deal per player; pips are added up, the most wins the match.",
             "По кону на каждого игрока; очки складываются, больше всех — победа."),
    ),
    "roulette": (
        rule("aim", "000", "Выигрывает набравший максимальное количество очков.", "Collect the most pips."),
        rule("deal", "000", "Число игроков произвольное, более 2х.", "Any number of players, more than two."),
        rule("deal", "000", "Все кости лежат втёмную в виде базара.",
             "Nothing is dealt: every tile lies face down as the boneyard."),
        rule("turn", "000", "Игрок вытягивает один камень, он остается у него. Затем, по сумме очков на этом камне, "
             "отсчитывается по кругу, чья будет следующая очередь тянуть.",
             "Draw a tile and keep it; its pips, counted round the table, say who draws next."),
        rule("turn", "000", "Есть вариант, чтобы перед открытием кости спросить следующего игрока: \"Меньшая или "
             "большая?\". А затем произвести отсчет только по одному выбранному концу кости. Тогда, в случае "
             "дубля, игрок оставляет его себе и тянет еще одну кость, повторно.",
             "Variant (call_end): the next player calls \"lower or higher?\" and only that end is counted; a "
             "double is kept and its drawer draws again."),
        ours("end", "The deal ends when the boneyard is used up.", "Кон кончается, когда базар разобран."),
        ours("scoring", "One deal per player; pips are added up, the most wins the match.",
             "По кону на каждого игрока; очки складываются, больше всех — победа."),
    ),
}
