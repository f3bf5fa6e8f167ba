"""The discard games' rule cards (``dl.rules``): each rule beside seed 000's words for it.

Written once here, rendered by ``domino_lab.rulecard``; a quote is the seed's text verbatim."""

from ...rulecard import ours, rule

CARDS = {
    "biryuk": (
        rule("aim", "000", "Выигрывает выставивший первым все свои камни.",
             "Be the first to lay all your tiles."),
        rule("deal", "000", "4 игрока по 7 камней, 3 игрока по 9 камней, 5 игроков по 5 камней, остаток отбрасывается.",
             "4 players get 7 tiles, 3 get 9, 5 get 5; the rest is set aside."),
        rule("turn", "000", "Заходящий выставляет любой из своих камней. Следующий игрок приставляет к одному из "
             "концов выставленного камня кость из своих, а затем выбрасывает исходную. Она выбывает из игры.",
             "The leader lays any tile. The next player attaches one of his tiles to it, then discards the "
             "tile that was there: it leaves the game."),
        rule("turn", "000", "Второй игрок может исходя из собственных соображений, выбросить вместо кости "
             "заходящего, ту, которую поставил он сам. Но в этом случае он должен будет забрать себе кость "
             "заходящего, а третий игрок продолжит игру своим заходом.",
             "Or he discards his own tile instead; then he takes the other tile into his hand and the next "
             "player leads afresh."),
        rule("turn", "000", "Если у игрока нет возможности выставить камень к камню предыдущего, он должен взять "
             "выставленный камень и ход перейдет к следующему.",
             "A player who cannot attach takes the table tile into his hand, and the turn passes."),
        ours("scoring", "Going out scores the pips left in the other hands; the match goes to 100.",
             "Вышедший записывает себе очки, оставшиеся на руках у других; партия до 100."),
    ),
    "firewood": (
        rule("aim", "000", "Выигрывает выставивший все свои камни.", "Be the first to lay all your tiles."),
        rule("deal", "000", "4 игрока по 7 камней, меньше - по 7 плюс базар, больше - максимально возможное "
             "равное количество плюс базар.",
             "4 players get 7 tiles; fewer get 7 and a boneyard; more get the largest equal hands and a boneyard."),
        rule("turn", "000", "Заходящий выставляет вертикально любую кость, следующий приставляет свою кость сбоку, "
             "длинной стороной по длинной стороне, чтобы при этом у костей совпадал один из концов.",
             "The leader stands any tile up; the next lays his beside it, long edge to long edge, so that "
             "one of their ends matches."),
        rule("turn", "000", "После того, как все игроки выставили по камню, вся эта выкладка отправляется в сброс "
             "и начинается новый круг.",
             "When every player has laid one, the stack goes to the pit and a new round begins."),
        rule("turn", "000", "Если нет подходящего камня, берется один дополнительный с базара. Если и пришедший с "
             "базара не подходит, игрок забирает себе незавершенную выкладку, а следующий за ним - открывает новую.",
             "No tile fits: draw one. If that does not fit either, take the unfinished stack into your hand; "
             "the next player starts a new one."),
        ours("scoring", "Going out scores the pips left in the other hands; the match goes to 100.",
             "Вышедший записывает себе очки, оставшиеся на руках у других; партия до 100."),
    ),
    "pit": (
        rule("aim", "000", "Выигрывает тот, кто выложил все свои камни первым.", "Be the first to lay all your tiles."),
        rule("deal", "000", "4 игрока по 7 камней.", "4 players get 7 tiles."),
        rule("turn", "000", "Как только в цепь выставлен дубль, все выставленные кости идут в сброс (в яму) и в "
             "игре больше не участвуют. Игрок, устроивший сброс, ходит снова, начиная новую выкладку.",
             "A chain grows as usual; as soon as a double is laid the whole chain goes to the pit, and the "
             "player who laid it leads a new chain."),
        rule("turn", "000", "Если у игрока нет для хода подходящего камня, он забирает себе, всё, что уже "
             "выставили. После этого ходит игрок, следующий за ним.",
             "A player with no fitting tile takes the whole chain into his hand; the next player moves."),
        rule("turn", "000", "Если кто-то захотел зайти дублем - дубль сразу летит в яму.",
             "A double led goes straight to the pit."),
        ours("scoring", "Going out scores the pips left in the other hands; the match goes to 100.",
             "Вышедший записывает себе очки, оставшиеся на руках у других; партия до 100."),
    ),
}
