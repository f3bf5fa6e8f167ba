"""The cross games' rule cards (``dl.rules``): each rule beside its seed's words (000 or 003).

Written once here, rendered by ``domino_lab.rulecard``; a quote is the seed's text verbatim."""

from ...rulecard import ours, rule

CARDS = {
    "donkey": (
        rule("deal", "000", "4 игрока по 7 камней, 2,3 игрока - по 7 с базаром, 5 игроков - по 5 с базаром.",
             "4 players get 7 tiles; 2–3 get 7 and a boneyard; 5 get 5 and a boneyard."),
        rule("turn", "000", "Заходной камень - дубль. К нему выставляются четыре цепочки крестом. Игроки ходят по "
             "одной кости один за другим, и если нет хода - кости с базара берутся без ограничения, пока не "
             "попадется нужная.",
             "Four chains grow crosswise from the first double; one tile a turn; stuck: draw without limit "
             "until a tile fits."),
        rule("turn", "003", "Игрок, выставляющий дубль, имеет право его «закрыть» (костяшка переворачивается лицом "
             "вниз). При этом дальнейшее выставление костяшек с этой стороны запрещено.",
             "A double laid on an arm may be turned face down: it closes that arm."),
        rule("turn", "003", "Если игрок имеет возможность выставить дубль с каждой стороны (2, 3 или 4 дубля), то "
             "он может выставить их одновременно.", "Several doubles may go down at once, one per arm."),
        rule("aim", "000", "Главная задача игрока, стремящегося выиграть - закрыть все концы, для этого к концу "
             "выставляется дубль и переворачивается тылом вверх.",
             "Close every arm (or go out): then the lightest hand wins."),
        rule("end", "000", "Если все направления закрыты - выигрыш определяется по минимальной сумме очков на "
             "оставшихся на руках костях.", "All arms closed: the lowest hand wins."),
        rule("end", "000", "Если какой-то игрок успел выставить все свои камни, то тогда выигрывает он.",
             "A player who lays all his tiles wins."),
        rule("scoring", "003", "Подсчёт очков как в Козле - партия до 101, для записи надо набрать 13, всё что "
             "меньше 13 - «запоминается»",
             "Scored as Kozel: the losers write their pips; a score opens at 13 (less is remembered); 101 loses."),
    ),
    "odd_even": (
        rule("deal", "000", "4 игрока по 7 камней. 3 игрока по 7 с базаром, 5 игроков по 5 с базаром.",
             "4 players get 7 tiles; 3 get 7 and a boneyard; 5 get 5 and a boneyard."),
        rule("turn", "000", "Заходящий камень - дубль. От него во все четыре стороны выстраиваются цепочки. Но две "
             "цепочки выстраиваются только из костей с четной суммой очков, а две другие - нечётной.",
             "A double leads; four chains grow from it: two take only tiles with an even pip sum, two only odd."),
        ours("turn", "A stuck player draws until a tile fits, and passes when the boneyard is empty (the seed stops "
             "here: completed from Classic, seed 003).",
             "Без хода берут из базара, пока не подойдёт; пуст базар — пропуск (источник обрывается здесь: "
             "дополнено по классическим правилам, источник 003)."),
        ours("aim", "Be the first to lay all your tiles.", "Первым выложить все свои камни."),
        ours("end", "The deal ends when someone is out, or nobody can move (a fish).",
             "Кон кончается, когда кто-то вышел или ходить некому («рыба»)."),
        ours("scoring", "The first out scores the pips left in the other hands; in a fish the lightest hand wins the "
             "others' pips minus his own; the match goes to 100 (Classic's scoring).",
             "Вышедший записывает очки, оставшиеся у других; при «рыбе» меньшая сумма записывает разность; "
             "партия до 100 (как в классическом)."),
    ),
}
